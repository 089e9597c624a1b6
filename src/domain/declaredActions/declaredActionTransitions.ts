import type { DeclaredActionStatus } from './declaredActions'
import { UNDO_MESSAGES, withinUndoWindow } from '../moderation/undo'

export const DECLARED_ACTION_TRANSITION_ERRORS = {
  alreadyProcessed: 'Cette action a déjà été traitée.',
  reasonRequired: 'Veuillez saisir un motif de refus',
  backToPending: 'Une action traitée ne revient pas en attente.',
  undoExpired: UNDO_MESSAGES.expired,
} as const

/** The decisions an admin may undo: "Valider", "Rejeter", and a report's validation ("Traiter reporting"). */
const UNDOABLE: readonly DeclaredActionStatus[] = ['validated_manual', 'validated_auto', 'rejected']

/**
 * The declared-action status machine (docs/PRODUCT-RULES.md#declared-actions): a processed action stays, so points are
 * credited at most once, except by an admin's undo within `UNDO_WINDOW_SECONDS`.
 */
export function declaredActionTransitionError(change: {
  from: DeclaredActionStatus
  to: DeclaredActionStatus
  reason?: string | null
  undo?: { decidedAt: Date | string | null; now: Date }
}): string | null {
  const { from, to } = change
  if (from === to) return null
  if (to === 'pending' && change.undo && UNDOABLE.includes(from)) {
    return withinUndoWindow(change.undo.decidedAt, change.undo.now)
      ? null
      : DECLARED_ACTION_TRANSITION_ERRORS.undoExpired
  }
  if (from !== 'pending') return DECLARED_ACTION_TRANSITION_ERRORS.alreadyProcessed
  if (to === 'pending') return DECLARED_ACTION_TRANSITION_ERRORS.backToPending
  if (to === 'rejected' && !change.reason?.trim()) return DECLARED_ACTION_TRANSITION_ERRORS.reasonRequired
  return null
}
