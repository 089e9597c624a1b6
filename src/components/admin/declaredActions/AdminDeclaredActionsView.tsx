import Link from 'next/link'
import type { AdminViewServerProps, Payload, PayloadRequest } from 'payload'

import { KeysetPagination } from '@/components/admin/KeysetPagination'
import { ModerationView } from '@/components/admin/ModerationView'
import { SortLinks } from '@/components/admin/SortLinks'
import { WaitingAge } from '@/components/admin/WaitingAge'
import { ACTION_TYPE_LABELS, DECLARED_ACTION_STATUS_LABELS } from '@/domain/declaredActions'
import {
  ADMIN_DECLARED_ACTION_FILTER_LABELS,
  ADMIN_DECLARED_ACTION_FILTERS,
  DECLARED_ACTION_MODERATION_MESSAGES,
  adminDeclaredActionsHref,
  parseAdminDeclaredActionFilters,
  type AdminDeclaredActionFilters,
} from '@/domain/adminDeclaredActions'
import { countOf, frenchDate } from '@/domain/french'
import { cappedCountLabel, ORDER_OPTIONS, type ListOrder } from '@/domain/listParams'
import { listDeclaredActions, type AdminDeclaredActionsPage } from '@/moderation/declaredActions'
import { refusalReasons } from '@/moderation/refusalReasons'

import { DeclaredActionDecision } from './DeclaredActionDecision'

/** /admin/interactions — "Déclarations d'actions", admins only. */
export function AdminDeclaredActionsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  return (
    <ModerationView view={props} path="/interactions" title="Déclarations d'actions">
      {() => (
        <AdminDeclaredActions
          payload={req.payload}
          user={req.user}
          filters={parseAdminDeclaredActionFilters(props.searchParams ?? {})}
        />
      )}
    </ModerationView>
  )
}

async function AdminDeclaredActions({
  payload,
  user,
  filters,
}: {
  payload: Payload
  user: PayloadRequest['user']
  filters: AdminDeclaredActionFilters
}) {
  let list: AdminDeclaredActionsPage
  let reasons: string[]
  try {
    ;[list, reasons] = await Promise.all([listDeclaredActions(payload, user, filters), refusalReasons(payload)])
  } catch (error) {
    payload.logger.error({ err: error }, '[moderation] liste des actions déclarées illisible')
    return (
      <p role="alert" className="tryb-moderation__error">
        {DECLARED_ACTION_MODERATION_MESSAGES.loadFailed}
      </p>
    )
  }

  return (
    <>
      <nav aria-label="Filtrer par statut" className="tryb-moderation__filters">
        <ul>
          {ADMIN_DECLARED_ACTION_FILTERS.map((status) => (
            <li key={status}>
              <Link
                href={adminDeclaredActionsHref({ status, order: filters.order, page: 1 })}
                aria-current={status === filters.status ? 'page' : undefined}
              >
                {ADMIN_DECLARED_ACTION_FILTER_LABELS[status]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SortLinks
        options={(Object.keys(ORDER_OPTIONS) as ListOrder[]).map((order) => ({
          key: order,
          label: ORDER_OPTIONS[order].label,
          href: adminDeclaredActionsHref({ status: filters.status, order, page: 1 }),
          current: order === (filters.order ?? 'newest'),
        }))}
      />
      <p className="tryb-moderation__count">
        {list.capped
          ? `${cappedCountLabel(list.totalDocs, true)} actions déclarées`
          : countOf(list.totalDocs, 'action déclarée', 'actions déclarées')}
      </p>
      {list.rows.length === 0 ? (
        <p className="tryb-moderation__empty">Aucune action pour ce filtre.</p>
      ) : (
        <div className="tryb-moderation__table-wrap">
          <table className="tryb-moderation__table">
            <caption className="tryb-sr-only">
              Actions déclarées — {ADMIN_DECLARED_ACTION_FILTER_LABELS[filters.status]}, page {list.page}
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Attente</th>
                <th scope="col">Membre</th>
                <th scope="col">Projet</th>
                <th scope="col">Type</th>
                <th scope="col">Lien</th>
                <th scope="col">Statut</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.id} data-testid={`action-${row.id}`}>
                  <td data-label="Date">{frenchDate(row.createdAt)}</td>
                  <td data-label="Attente">
                    <WaitingAge waiting={row.waiting} />
                  </td>
                  <td data-label="Membre">
                    {row.member ? (
                      <>
                        <span className="tryb-moderation__strong">{row.member.name}</span>
                        <br />
                        <span className="tryb-moderation__muted">{row.member.email}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td data-label="Projet">
                    {row.project?.href ? (
                      <a href={row.project.href} target="_blank" rel="noopener noreferrer">
                        {row.project.title}
                      </a>
                    ) : (
                      (row.project?.title ?? '—')
                    )}
                  </td>
                  <td data-label="Type">{ACTION_TYPE_LABELS[row.actionType]}</td>
                  <td data-label="Lien">
                    {row.url ? (
                      <a href={row.url} target="_blank" rel="noopener noreferrer" className="tryb-moderation__url">
                        Ouvrir le lien
                        <span className="tryb-sr-only"> déclaré par {row.member?.name ?? 'le membre'}</span>
                      </a>
                    ) : (
                      <span className="tryb-moderation__muted tryb-moderation__url">{row.rawUrl}</span>
                    )}
                  </td>
                  <td data-label="Statut">
                    <span className={`tryb-moderation__badge tryb-moderation__badge--${row.status}`}>
                      {DECLARED_ACTION_STATUS_LABELS[row.status]}
                    </span>
                    {row.status === 'rejected' && row.notes ? (
                      <p className="tryb-moderation__notes">Motif : {row.notes}</p>
                    ) : null}
                  </td>
                  <td>
                    {row.status === 'pending' ? (
                      <DeclaredActionDecision
                        id={row.id}
                        summary={`${ACTION_TYPE_LABELS[row.actionType]} de ${row.member?.name ?? 'un membre'} sur « ${row.project?.title ?? 'un projet'} »`}
                        reasons={reasons}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <KeysetPagination
        previousHref={
          list.previous
            ? adminDeclaredActionsHref({
                ...filters,
                page: Math.max(1, list.page - 1),
                // Back to the first page is its plain address.
                cursor: list.page > 2 ? list.previous : undefined,
              })
            : null
        }
        nextHref={list.next ? adminDeclaredActionsHref({ ...filters, page: list.page + 1, cursor: list.next }) : null}
        position={`Page ${list.page}${list.capped ? '' : ` sur ${Math.max(1, list.totalPages)}`}`}
      />
    </>
  )
}
