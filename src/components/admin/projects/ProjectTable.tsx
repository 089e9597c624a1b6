import type { ReactNode } from 'react'

import { cappedCountLabel, type Cursor } from '@/domain/request/listParams'
import type { ListPaging } from '@/moderation/projects'

import { KeysetPagination } from '../KeysetPagination'

export function ProjectTable({
  id,
  title,
  empty,
  columns,
  clickableRows = false,
  paging,
  pageHref,
  sort,
  previousText,
  nextText,
  shown,
  rows,
}: {
  id: string
  title: string
  empty: string
  columns: string[]
  clickableRows?: boolean
  paging: ListPaging
  pageHref?: (cursor: Cursor) => string
  sort?: ReactNode
  previousText?: string
  nextText?: string
  shown: number
  rows: ReactNode[]
}) {
  return (
    <section aria-labelledby={id} className="tryb-projects__section">
      <h2 id={id}>{title}</h2>
      {sort}
      {paging.count > shown && (
        <p className="tryb-moderation__count">
          {shown} affichés sur {cappedCountLabel(paging.count, paging.capped)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="tryb-moderation__empty">{empty}</p>
      ) : (
        <div className="tryb-moderation__table-wrap">
          <table
            className={`tryb-moderation__table${clickableRows ? ' tryb-moderation__table--rows' : ''}`}
            aria-labelledby={id}
          >
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
      {pageHref ? (
        <KeysetPagination
          label={`Pages : ${title}`}
          previousHref={paging.previous ? pageHref(paging.previous) : null}
          nextHref={paging.next ? pageHref(paging.next) : null}
          previousText={previousText}
          nextText={nextText}
        />
      ) : null}
    </section>
  )
}
