/**
 * Undoing a moderation decision (decisions of 2026-11-25): for a short while after "Valider",
 * "Rejeter", "Accepter", "Mettre en pause" or "Réactiver", an admin may put the item back as it
 * was. An undo is a reversal — the status back, a reversing ledger row, an audit entry — never a
 * deletion.
 */

/** How long after a decision the server accepts its undo: a slow click, a slow network. */
export const UNDO_WINDOW_SECONDS = 5 * 60

/** How long a decided row stays in its list with "Annuler" (at least 10 s, the issue asks). */
export const UNDO_SHOWN_SECONDS = 30

export const UNDO_MESSAGES = {
  expired: 'Le délai d’annulation est passé : cette décision ne peut plus être annulée.',
  notUndoable: 'Cette décision ne peut pas être annulée.',
  undone: 'Décision annulée.',
  failed: 'Impossible d’annuler la décision.',
} as const

/** Whether a decision taken at `decidedAt` may still be undone at `now`; false without a decision on record. */
export function withinUndoWindow(decidedAt: Date | string | null | undefined, now: Date): boolean {
  if (!decidedAt) return false
  const elapsed = now.getTime() - new Date(decidedAt).getTime()
  return elapsed >= 0 && elapsed <= UNDO_WINDOW_SECONDS * 1000
}

/**
 * The ledger slots of one declared action's credits. The ledger is unique on its source, so a
 * credit happens once per slot: the first validation takes `41`; an undo writes the reversing row
 * `41/annulation/0`; a later validation takes `41/1`, its undo `41/annulation/1`, and so on.
 * `generation` is the number of reversals already written.
 */
export const creditSlot = (actionId: number, generation: number): string =>
  generation === 0 ? String(actionId) : `${actionId}/${generation}`

export const reversalSlot = (actionId: number, generation: number): string => `${actionId}/annulation/${generation}`

/** The prefix every reversal slot of an action starts with (counted to find the generation). */
export const reversalSlotPrefix = (actionId: number): string => `${actionId}/annulation/`
