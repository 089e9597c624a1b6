import type { DeclaredActionStatus } from './declaredActions'

export const DECLARED_ACTION_TRANSITION_ERRORS = {
  alreadyProcessed: 'Cette action a déjà été traitée.',
  reasonRequired: 'Veuillez saisir un motif de refus',
  backToPending: 'Une action traitée ne revient pas en attente.',
} as const

/**
 * The declared-action status machine: a pending action is validated (by an admin, or automatically
 * by a Monday report) or rejected with a reason; a processed action stays as it is, so its points
 * are credited at most once and a rejection is never silently undone. Returns the French reason a
 * change is refused, or null when it is allowed.
 */
export function declaredActionTransitionError(change: {
  from: DeclaredActionStatus
  to: DeclaredActionStatus
  reason?: string | null
}): string | null {
  const { from, to } = change
  if (from === to) return null
  if (from !== 'pending') return DECLARED_ACTION_TRANSITION_ERRORS.alreadyProcessed
  if (to === 'pending') return DECLARED_ACTION_TRANSITION_ERRORS.backToPending
  if (to === 'rejected' && !change.reason?.trim()) return DECLARED_ACTION_TRANSITION_ERRORS.reasonRequired
  return null
}
