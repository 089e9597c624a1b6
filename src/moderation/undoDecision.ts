import type { Payload, PayloadRequest } from 'payload'

import { UNDO_MESSAGES } from '@/domain/undo'
import { ruleRefusal } from '@/errors/ruleRefusal'

import { accessRefused, asAdmin, documentId, refused, type ModerationOutcome } from './decisions'

/** Through the collection, so REST and the cockpit undo alike. */
export async function undoDecision(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  rawId: unknown,
  undo: { collection: 'members' | 'declared-actions'; status: 'waitlist' | 'pending'; notFound: string },
): Promise<ModerationOutcome> {
  const admin = asAdmin(user)
  if (!admin) return accessRefused(user)
  const id = documentId(rawId)
  if (!id) return refused(undo.notFound)
  try {
    await payload.update({
      collection: undo.collection,
      id,
      data: { status: undo.status },
      depth: 0,
      user: admin,
      overrideAccess: false,
    })
    return { ok: true, message: UNDO_MESSAGES.undone }
  } catch (error) {
    const refusal = ruleRefusal(error)
    if (refusal) return refused(refusal)
    payload.logger.error(
      { err: error, collection: undo.collection, id },
      '[moderation] annulation d’une décision impossible',
    )
    return refused(UNDO_MESSAGES.failed)
  }
}
