import { APIError, type PayloadRequest } from 'payload'

import { UNDO_MESSAGES } from '@/domain/moderation/undo'

/** What an "Annuler" passes its update, so the status machine tells a repeated one from a save that keeps a status. */
export const UNDO_CONTEXT = { undoDecision: true } as const

/**
 * A second "Annuler" found the decision already undone and answered « Décision annulée. » though nothing happened;
 * judged on the status read under the row's lock, so two at once get one success and one of these.
 */
export function refuseRepeatedUndo(
  req: PayloadRequest,
  from: string | null | undefined,
  to: string | null | undefined,
) {
  if (req.context?.undoDecision === true && from === to) {
    throw new APIError(UNDO_MESSAGES.alreadyUndone, 409, null, true)
  }
}
