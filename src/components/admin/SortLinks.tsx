import Link from 'next/link'

/** The order lives in the address so it survives a refresh, a shared link and paging. */
export function SortLinks({
  label = 'Trier',
  options,
}: {
  label?: string
  options: { key: string; label: string; href: string; current: boolean }[]
}) {
  return (
    <nav aria-label={label} className="tryb-moderation__filters tryb-moderation__sort">
      <ul>
        {options.map((option) => (
          <li key={option.key}>
            <Link href={option.href} aria-current={option.current ? 'true' : undefined}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
