import Link from 'next/link'

import { pageNumbers } from '@/domain/declaredActions/memberDeclaredActions'

const item = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium'
const link = `${item} border border-stone-300 text-stone-700 hover:border-brand-600 hover:text-brand-700`

/** Plain links, so the member lists page without JavaScript. */
export function Pagination({
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
    <nav aria-label="Pagination" className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={link} rel="prev">
              Précédent
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} border border-stone-200 text-stone-400`}>
              Précédent
            </span>
          )}
        </li>
        {pageNumbers(page, totalPages).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={hrefFor(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                className={number === page ? `${item} bg-brand-600 text-white` : link}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} className={link} rel="next">
              Suivant
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} border border-stone-200 text-stone-400`}>
              Suivant
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
