import type { Where } from 'payload'

import { MODERATION_PAGE_SIZE } from './adminDeclaredActions'
import { countOf } from './french'
import { listHref, optionParam, pageParam, type FilterOptions, type SearchParams } from './listParams'
import type { MemberStatus } from './memberOptions'
import { GENERIC_FAILURE } from './messages'

/**
 * The admin's list of applications (/admin/candidatures): tabs by membership status with their
 * counts, the tab and the page in the address, and the capacity check (accepting beyond capacity
 * asks the admin to confirm).
 */

export const APPLICATIONS_PATH = '/admin/candidatures'

export const APPLICATION_TABS = ['waitlist', 'active', 'inactive', 'all'] as const
export type ApplicationTab = (typeof APPLICATION_TABS)[number]

/** Each tab's label and its value in the address (none for the waitlist, the work to do). */
export const APPLICATION_TAB_OPTIONS: FilterOptions<ApplicationTab> = {
  waitlist: { label: 'En attente' },
  active: { label: 'Acceptées', param: 'acceptees' },
  inactive: { label: 'En pause', param: 'en-pause' },
  all: { label: 'Toutes', param: 'toutes' },
}

/**
 * The list's orders: newest first (the default), oldest first (the longest-waiting), or best
 * score first. Applications that have no score (a signup, not /apply) are not ranked by score:
 * PostgreSQL would put them first, so the score order lists only the scored ones.
 */
export const APPLICATION_SORTS = ['newest', 'oldest', 'score'] as const
export type ApplicationSort = (typeof APPLICATION_SORTS)[number]

export const APPLICATION_SORT_OPTIONS: FilterOptions<ApplicationSort> = {
  newest: { label: 'Plus récentes d’abord' },
  oldest: { label: 'Plus anciennes d’abord', param: 'anciennes' },
  score: { label: 'Meilleur score d’abord', param: 'score' },
}

/** The database sort of each order; the id settles ties, so pages never overlap. */
export const APPLICATION_SORT_FIELDS: Record<ApplicationSort, string[]> = {
  newest: ['-createdAt', '-id'],
  oldest: ['createdAt', 'id'],
  score: ['-score', '-createdAt', '-id'],
}

/** `member`: one member only (`?membre=`), where an admin e-mail about a member leads. */
export type ApplicationFilters = { tab: ApplicationTab; sort?: ApplicationSort; page: number; member?: number }

/** Where an admin e-mail about a member leads: the member in the candidatures view, not Payload's editor. */
export const memberModerationPath = (id: number) => `${APPLICATIONS_PATH}?onglet=toutes&membre=${id}`

/** The longest internal note kept with a decision. */
export const ADMIN_NOTES_MAX_LENGTH = 2000

/** The view's messages, the product's wording first, then the refusals of this view. */
export const APPLICATION_MESSAGES = {
  loadFailed: 'Erreur lors du chargement des candidatures',
  activated: 'Membre activé & e-mail envoyé ✅',
  paused: 'Membre mis en pause ✅',
  pauseFailed: 'Erreur lors de la mise en pause',
  acceptFailed: GENERIC_FAILURE,
  alreadyDecided: 'Cette candidature a déjà été traitée.',
  notFound: 'Candidature introuvable.',
  notesTooLong: `Notes trop longues (≤ ${ADMIN_NOTES_MAX_LENGTH} caractères)`,
  bulkEmpty: 'Sélectionnez au moins une candidature.',
  bulkTooMany: `Pas plus de ${MODERATION_PAGE_SIZE} candidatures à la fois.`,
  unscored: 'Les candidatures sans score (inscriptions hors /apply) ne figurent pas dans ce tri.',
} as const

/** The most applicants one bulk decision takes: a page of the list. */
export const BULK_DECISION_MAX = MODERATION_PAGE_SIZE

/** What a bulk decision says once every applicant was tried: "2 décisions appliquées, 1 échec". */
/** How a decided row is marked while its undo is offered. */
export const DECIDED_LABELS = { accept: 'Acceptée', pause: 'En pause' } as const

/** The question before a bulk decision: how many applicants, and what each of them receives. */
export function bulkQuestion(count: number, decision: 'accept' | 'pause'): string {
  const who = countOf(count, 'candidature', 'candidatures')
  return decision === 'accept'
    ? `Accepter ${who} ? Chaque membre accepté reçoit aussitôt son e-mail d’activation.`
    : `Mettre en pause ${who} ?`
}

export function bulkSummary(outcomes: { ok: boolean }[]): string {
  const done = outcomes.filter((outcome) => outcome.ok).length
  const failed = outcomes.length - done
  const parts = [countOf(done, 'décision appliquée', 'décisions appliquées')]
  if (failed > 0) parts.push(countOf(failed, 'échec', 'échecs'))
  return parts.join(', ')
}

/** How the admin reads where an applicant came from. */
export const SOURCE_LABELS: Record<string, string> = {
  signup: 'Inscription',
  'landing /apply': 'Candidature (/apply)',
}

/** Reads `onglet`, `tri` and `page` from the address; anything unknown means the default. */
export function parseApplicationFilters(params: SearchParams): ApplicationFilters {
  const filters: ApplicationFilters = {
    tab: optionParam(APPLICATION_TAB_OPTIONS, params.onglet, 'waitlist'),
    sort: optionParam(APPLICATION_SORT_OPTIONS, params.tri, 'newest'),
    page: pageParam(params.page),
  }
  const member =
    typeof params.membre === 'string' && /^[1-9]\d{0,9}$/.test(params.membre) ? Number(params.membre) : null
  return member !== null && member <= 2_147_483_647 ? { ...filters, member } : filters
}

/** The address of the list under `filters`, leaving defaults out. */
export const applicationsHref = (filters: ApplicationFilters): string =>
  listHref(
    APPLICATIONS_PATH,
    {
      onglet: APPLICATION_TAB_OPTIONS[filters.tab].param,
      tri: APPLICATION_SORT_OPTIONS[filters.sort ?? 'newest'].param,
      membre: filters.member ? String(filters.member) : undefined,
    },
    filters.page,
  )

/** The database filter of a tab (undefined for "Toutes"), and of the score order (scored only). */
export function applicationsWhere(
  tab: ApplicationTab,
  sort: ApplicationSort = 'newest',
  member?: number,
): Where | undefined {
  const conditions: Where[] = []
  if (tab !== 'all') conditions.push({ status: { equals: tab satisfies MemberStatus } })
  if (sort === 'score') conditions.push({ score: { exists: true } })
  if (member) conditions.push({ id: { equals: member } })
  return conditions.length === 0 ? undefined : conditions.length === 1 ? conditions[0] : { and: conditions }
}

/**
 * Accepting one more applicant when the active members already fill the capacity needs the
 * admin's explicit confirmation; returns the question to ask, or null when there is room.
 */
export function capacityQuestion(activeMembers: number, capacity: number): string | null {
  if (activeMembers < capacity) return null
  return `Toutes les places sont prises (${activeMembers} membres actifs pour ${capacity} places). Accepter quand même ce membre ?`
}
