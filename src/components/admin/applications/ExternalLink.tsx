/** A link the applicant gave, opened elsewhere; a dash when there is none. */
export const ExternalLink = ({ href }: { href: string | null }) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  ) : (
    <>—</>
  )
