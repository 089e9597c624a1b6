import Link from 'next/link'
import type { AdminViewServerProps, Payload, PayloadRequest } from 'payload'

import { KeysetPagination } from '@/components/admin/KeysetPagination'
import { ModerationView } from '@/components/admin/ModerationView'
import { SortLinks } from '@/components/admin/SortLinks'
import {
  ADMIN_DECLARED_ACTION_FILTER_LABELS,
  ADMIN_DECLARED_ACTION_FILTERS,
  DECLARED_ACTION_MODERATION_MESSAGES,
  adminDeclaredActionsHref,
  parseAdminDeclaredActionFilters,
  type AdminDeclaredActionFilters,
} from '@/domain/declaredActions/adminDeclaredActions'
import { countOf } from '@/domain/french'
import { cappedCountLabel, ORDER_OPTIONS, type ListOrder } from '@/domain/request/listParams'
import { listDeclaredActions, type AdminDeclaredActionsPage } from '@/moderation/declaredActions'
import { refusalReasons } from '@/moderation/refusalReasons'

import { DeclaredActionRows } from './DeclaredActionRows'

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
      <DeclaredActionRows
        key={adminDeclaredActionsHref(filters)}
        rows={list.rows}
        reasons={reasons}
        caption={`Actions déclarées — ${ADMIN_DECLARED_ACTION_FILTER_LABELS[filters.status]}, page ${list.page}`}
      />
      <KeysetPagination
        previousHref={
          list.previous
            ? adminDeclaredActionsHref({
                ...filters,
                page: Math.max(1, list.page - 1),
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
