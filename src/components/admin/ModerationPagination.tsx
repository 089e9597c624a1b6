import Link from 'next/link'

import { pageNumbers } from '@/domain/declaredActions/memberDeclaredActions'

export function ModerationPagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
}) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Pagination" className="tryb-moderation__pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} rel="prev">
              Précédent
            </Link>
          ) : (
            <span aria-disabled="true">Précédent</span>
          )}
        </li>
        {pageNumbers(page, totalPages).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={hrefFor(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} rel="next">
              Suivant
            </Link>
          ) : (
            <span aria-disabled="true">Suivant</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
