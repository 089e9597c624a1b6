import Link from 'next/link'

/** No page numbers: reaching page N by number would read the N − 1 pages before it. */
export function KeysetPagination({
  label = 'Pagination',
  previousHref,
  nextHref,
  position,
  previousText = 'Précédent',
  nextText = 'Suivant',
}: {
  label?: string
  previousHref: string | null
  nextHref: string | null
  position?: string
  previousText?: string
  nextText?: string
}) {
  if (!previousHref && !nextHref) return null
  return (
    <nav aria-label={label} className="tryb-moderation__pagination">
      <ul>
        <li>
          {previousHref ? (
            <Link href={previousHref} rel="prev">
              {previousText}
            </Link>
          ) : (
            <span aria-disabled="true">{previousText}</span>
          )}
        </li>
        {position && (
          <li>
            <span aria-current="page">{position}</span>
          </li>
        )}
        <li>
          {nextHref ? (
            <Link href={nextHref} rel="next">
              {nextText}
            </Link>
          ) : (
            <span aria-disabled="true">{nextText}</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
