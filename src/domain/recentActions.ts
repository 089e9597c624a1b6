import type { DeclaredActionStatus } from './declaredActions'

export type ActionCategory = 'valid' | 'pending' | 'invalid'

export const ACTION_CATEGORY_LABELS: Record<ActionCategory, string> = {
  valid: 'Validé',
  pending: 'En cours de vérification',
  invalid: 'Non valide',
}

export const RECENT_ACTION_FILTERS = [
  { value: 'all', label: 'Toutes' },
  { value: 'valid', label: 'Validées' },
  { value: 'pending', label: 'En cours' },
  { value: 'invalid', label: 'Non valides' },
] as const

export type RecentActionFilter = (typeof RECENT_ACTION_FILTERS)[number]['value']

export const parseRecentActionFilter = (value: unknown): RecentActionFilter =>
  RECENT_ACTION_FILTERS.some((filter) => filter.value === value) ? (value as RecentActionFilter) : 'all'

export function declaredActionCategory(status: DeclaredActionStatus): ActionCategory {
  if (status === 'validated_auto' || status === 'validated_manual') return 'valid'
  return status === 'rejected' ? 'invalid' : 'pending'
}

export const referralCategory = (status: 'pending' | 'active'): ActionCategory =>
  status === 'active' ? 'valid' : 'pending'

/** Week number since 1970 of a Paris Monday: the weekly tip rotates on it. */
export const weekIndex = (monday: Date) => Math.floor(monday.getTime() / (7 * 86_400_000))
