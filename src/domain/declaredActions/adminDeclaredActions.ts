import type { Where } from 'payload'

import { STATUS_FILTERS, STATUS_OPTIONS, statusesFor, type StatusFilter } from './memberDeclaredActions'
import { DECLARED_ACTION_TRANSITION_ERRORS } from './declaredActionTransitions'
import {
  cursorParam,
  cursorValues,
  listHref,
  optionParam,
  orderParam,
  orderValues,
  pageParam,
  type Cursor,
  type ListOrder,
  type SearchParams,
} from '../request/listParams'

/** "Validées" covers both validated statuses, as on the member's /contributions. */

export const ADMIN_DECLARED_ACTIONS_PATH = '/admin/interactions'

export const MODERATION_PAGE_SIZE = 50

export const ADMIN_DECLARED_ACTION_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'Toutes',
  pending: 'En attente',
  validated: 'Validées',
  rejected: 'Rejetées',
}

export { STATUS_FILTERS as ADMIN_DECLARED_ACTION_FILTERS }

/** Keyset, so page 4 000 costs what page 1 does; an old link with a page but no cursor is still read, by offset. */
export type AdminDeclaredActionFilters = { status: StatusFilter; order?: ListOrder; page: number; cursor?: Cursor }

/** The longest rejection reason kept (it is e-mailed to the member and shown on their page). */
export const REJECTION_REASON_MAX_LENGTH = 1000

export const DECLARED_ACTION_MODERATION_MESSAGES = {
  loadFailed: 'Impossible de charger les actions',
  validateFailed: "Impossible de valider l'action",
  rejectFailed: "Impossible de rejeter l'action",
  // The status machine's own refusal, so the dialog and the server say the same.
  reasonRequired: DECLARED_ACTION_TRANSITION_ERRORS.reasonRequired,
  reasonTooLong: `Motif trop long (≤ ${REJECTION_REASON_MAX_LENGTH} caractères)`,
  validated: 'Action validée ✅',
  rejected: 'Action rejetée',
} as const

export function parseAdminDeclaredActionFilters(params: SearchParams): AdminDeclaredActionFilters {
  return {
    status: optionParam(STATUS_OPTIONS, params.statut, 'all'),
    order: orderParam(params),
    page: pageParam(params.page),
    cursor: cursorParam(params) ?? undefined,
  }
}

export const adminDeclaredActionsHref = (filters: AdminDeclaredActionFilters): string =>
  listHref(
    ADMIN_DECLARED_ACTIONS_PATH,
    {
      statut: STATUS_OPTIONS[filters.status].param,
      ...orderValues(filters.order ?? 'newest'),
      ...cursorValues(filters.cursor ?? null),
    },
    filters.page,
  )

export function adminDeclaredActionsWhere(status: StatusFilter): Where | undefined {
  const statuses = statusesFor(status)
  return statuses ? { status: { in: [...statuses] } } : undefined
}
