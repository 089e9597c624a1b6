import type { ActionCategory } from './declaredActions'

export const RECENT_ACTION_FILTERS = [
  { value: 'all', label: 'Toutes' },
  { value: 'valid', label: 'Validées' },
  { value: 'pending', label: 'En cours' },
  { value: 'invalid', label: 'Non valides' },
] as const

export type RecentActionFilter = (typeof RECENT_ACTION_FILTERS)[number]['value']

export const parseRecentActionFilter = (value: unknown): RecentActionFilter =>
  RECENT_ACTION_FILTERS.some((filter) => filter.value === value) ? (value as RecentActionFilter) : 'all'

export const referralCategory = (status: 'pending' | 'active'): ActionCategory =>
  status === 'active' ? 'valid' : 'pending'

/** Week number since 1970 of a Paris Monday: the weekly tip rotates on it. */
export const weekIndex = (monday: Date) => Math.floor(monday.getTime() / (7 * 86_400_000))
