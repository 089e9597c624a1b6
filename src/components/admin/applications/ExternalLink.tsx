export const ExternalLink = ({ href }: { href: string | null }) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  ) : (
    <>—</>
  )
