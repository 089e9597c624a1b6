import type { Where } from 'payload'

import type { DeclaredActionStatus } from './declaredActions'
import { listHref, optionParam, pageParam, type FilterOptions, type SearchParams } from '../request/listParams'
import { parisMonthStart } from '../points/periods'
import { DEFAULT_RULES } from '../rules'

/** See docs/PRODUCT-RULES.md#declared-actions. */

export const PERIOD_FILTERS = ['all', 'week', 'month'] as const
export type PeriodFilter = (typeof PERIOD_FILTERS)[number]

export const STATUS_FILTERS = ['all', 'pending', 'validated', 'rejected'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export type MemberDeclaredActionFilters = { period: PeriodFilter; status: StatusFilter; page: number }

export const DEFAULT_FILTERS: MemberDeclaredActionFilters = { period: 'all', status: 'all', page: 1 }

export const PERIOD_OPTIONS: FilterOptions<PeriodFilter> = {
  all: { label: 'Tout' },
  week: { label: 'Cette semaine', param: 'semaine' },
  month: { label: 'Ce mois-ci', param: 'mois' },
}

export const STATUS_OPTIONS: FilterOptions<StatusFilter> = {
  all: { label: 'Toutes' },
  pending: { label: 'En attente', param: 'en-attente' },
  validated: { label: 'Validées', param: 'validees' },
  rejected: { label: 'Rejetées', param: 'rejetees' },
}

/** "Validées" is both validated statuses. */
const STATUSES: Record<StatusFilter, readonly DeclaredActionStatus[] | null> = {
  all: null,
  pending: ['pending'],
  validated: ['validated_auto', 'validated_manual'],
  rejected: ['rejected'],
}

export const statusesFor = (filter: StatusFilter): readonly DeclaredActionStatus[] | null => STATUSES[filter]

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** "Cette semaine" is the last 7 days; "Ce mois-ci" starts on the 1st in Paris. */
export function periodStart(period: PeriodFilter, now: Date): Date | null {
  if (period === 'week') return new Date(now.getTime() - WEEK_MS)
  if (period === 'month') return parisMonthStart(now)
  return null
}

export function memberDeclaredActionsWhere(memberId: number, filters: MemberDeclaredActionFilters, now: Date): Where {
  const conditions: Where[] = [{ member: { equals: memberId } }]
  const statuses = statusesFor(filters.status)
  if (statuses) conditions.push({ status: { in: [...statuses] } })
  const since = periodStart(filters.period, now)
  if (since) conditions.push({ createdAt: { greater_than_equal: since.toISOString() } })
  return { and: conditions }
}

export function parseMemberDeclaredActionFilters(params: SearchParams): MemberDeclaredActionFilters {
  return {
    period: optionParam(PERIOD_OPTIONS, params.periode, 'all'),
    status: optionParam(STATUS_OPTIONS, params.statut, 'all'),
    page: pageParam(params.page),
  }
}

export const memberDeclaredActionsHref = (filters: MemberDeclaredActionFilters): string =>
  listHref(
    '/contributions',
    { periode: PERIOD_OPTIONS[filters.period].param, statut: STATUS_OPTIONS[filters.status].param },
    filters.page,
  )

export const pageSizeFrom = (configured: number | null | undefined): number =>
  configured && configured >= 1 ? Math.floor(configured) : DEFAULT_RULES.page_size

/** A gap hiding one page shows that page instead. */
export function pageNumbers(current: number, total: number): Array<number | 'gap'> {
  const wanted = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b)
  const pages: Array<number | 'gap'> = []
  for (const page of wanted) {
    const previous = pages.at(-1)
    if (typeof previous === 'number' && page - previous === 2) pages.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) pages.push('gap')
    pages.push(page)
  }
  return pages
}

export const DECLARED_ACTION_BADGES: Record<
  DeclaredActionStatus,
  { label: string; tone: 'pending' | 'validated' | 'rejected' }
> = {
  pending: { label: 'En attente', tone: 'pending' },
  validated_auto: { label: 'Validé', tone: 'validated' },
  validated_manual: { label: 'Validé', tone: 'validated' },
  rejected: { label: 'Rejeté', tone: 'rejected' },
}

export const showsPoints = (status: DeclaredActionStatus): boolean =>
  status === 'validated_auto' || status === 'validated_manual'

export const MEMBER_DECLARED_ACTIONS_LOAD_ERRORS = {
  member: 'Impossible de charger tes données.',
  list: 'Impossible de charger tes contributions.',
} as const
