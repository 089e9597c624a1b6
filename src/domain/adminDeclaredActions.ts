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
} from './listParams'

/**
 * The admin's list of declared actions (/admin/interactions): the
 * same four status filters as the member's /contributions ("Validées" is both validated
 * statuses), under the admin's own labels, with the filter and the page in the address.
 */

export const ADMIN_DECLARED_ACTIONS_PATH = '/admin/interactions'

/** Rows per page of the moderation lists. */
export const MODERATION_PAGE_SIZE = 50

export const ADMIN_DECLARED_ACTION_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'Toutes',
  pending: 'Pending',
  validated: 'Validées',
  rejected: 'Rejetées',
}

export { STATUS_FILTERS as ADMIN_DECLARED_ACTION_FILTERS }

/**
 * The filter, the order (`?ordre=anciens`: the longest-waiting first), the page number shown,
 * and where the page starts (`?apres=`/`?avant=`): the list turns its pages by keyset, so page
 * 4 000 costs what page 1 does. An address with a page but no cursor (an old link) is still
 * read, by offset.
 */
export type AdminDeclaredActionFilters = { status: StatusFilter; order?: ListOrder; page: number; cursor?: Cursor }

/** The longest rejection reason kept (it is e-mailed to the member and shown on their page). */
export const REJECTION_REASON_MAX_LENGTH = 1000

/** The view's messages, and what it says when a decision goes through. */
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

/** Reads `statut`, `ordre` and `page` from the address; anything unknown means the default. */
export function parseAdminDeclaredActionFilters(params: SearchParams): AdminDeclaredActionFilters {
  return {
    status: optionParam(STATUS_OPTIONS, params.statut, 'all'),
    order: orderParam(params),
    page: pageParam(params.page),
    cursor: cursorParam(params) ?? undefined,
  }
}

/** The address of the list under `filters`, leaving defaults out. */
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

/** The database filter of a status filter; undefined for "Toutes". */
export function adminDeclaredActionsWhere(status: StatusFilter): Where | undefined {
  const statuses = statusesFor(status)
  return statuses ? { status: { in: [...statuses] } } : undefined
}
