/** An undo is a reversal (status back, reversing ledger row, audit entry), never a deletion. */

/**
 * How long after a decision the server accepts its undo, and the screen offers "Annuler": one
 * figure for both, so the button never disappears while the undo is still allowed.
 */
export const UNDO_WINDOW_SECONDS = 5 * 60

export const UNDO_MESSAGES = {
  expired: 'Le délai d’annulation est passé : cette décision ne peut plus être annulée.',
  notUndoable: 'Cette décision ne peut pas être annulée.',
  undone: 'Décision annulée.',
  alreadyUndone: 'Cette décision est déjà annulée : rien n’a changé.',
  failed: 'Impossible d’annuler la décision.',
} as const

export function withinUndoWindow(decidedAt: Date | string | null | undefined, now: Date): boolean {
  if (!decidedAt) return false
  const elapsed = now.getTime() - new Date(decidedAt).getTime()
  return elapsed >= 0 && elapsed <= UNDO_WINDOW_SECONDS * 1000
}

/** The ledger is unique on its source, so each generation takes its own slot: `41`, `41/annulation/0`, `41/1`… */
export const creditSlot = (actionId: number, generation: number): string =>
  generation === 0 ? String(actionId) : `${actionId}/${generation}`

export const reversalSlot = (actionId: number, generation: number): string => `${actionId}/annulation/${generation}`

export const reversalSlotPrefix = (actionId: number): string => `${actionId}/annulation/`
