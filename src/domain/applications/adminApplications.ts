import type { Where } from 'payload'

import { MODERATION_PAGE_SIZE } from '../declaredActions/adminDeclaredActions'
import { countOf } from '../french'
import { listHref, optionParam, pageParam, type FilterOptions, type SearchParams } from '../request/listParams'
import type { MemberStatus } from '../members/memberOptions'
import { GENERIC_FAILURE } from '../messages'

export const APPLICATIONS_PATH = '/admin/candidatures'

export const APPLICATION_TABS = ['waitlist', 'active', 'inactive', 'all'] as const
export type ApplicationTab = (typeof APPLICATION_TABS)[number]

export const APPLICATION_TAB_OPTIONS: FilterOptions<ApplicationTab> = {
  waitlist: { label: 'En attente' },
  active: { label: 'Acceptées', param: 'acceptees' },
  inactive: { label: 'En pause', param: 'en-pause' },
  all: { label: 'Toutes', param: 'toutes' },
}

/** Unscored applications (sign-ups) are left out of the score order: PostgreSQL would put them first. */
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

export const ADMIN_NOTES_MAX_LENGTH = 2000

export const APPLICATION_MESSAGES = {
  loadFailed: 'Erreur lors du chargement des candidatures',
  activated: 'Membre activé & email envoyé ✅',
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

export const BULK_DECISION_MAX = MODERATION_PAGE_SIZE

/** What a bulk decision says once every applicant was tried: "2 décisions appliquées, 1 échec". */
export const DECIDED_LABELS = { accept: 'Acceptée', pause: 'En pause' } as const

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

export const SOURCE_LABELS: Record<string, string> = {
  signup: 'Inscription',
  'landing /apply': 'Candidature (/apply)',
}

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

export function capacityQuestion(activeMembers: number, capacity: number): string | null {
  if (activeMembers < capacity) return null
  return `Toutes les places sont prises (${activeMembers} membres actifs pour ${capacity} places). Accepter quand même ce membre ?`
}
