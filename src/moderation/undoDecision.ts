import type { Payload, PayloadRequest } from 'payload'

import { UNDO_MESSAGES } from '@/domain/moderation/undo'
import { ruleRefusal } from '@/errors/ruleRefusal'

import { UNDO_CONTEXT } from './repeatedUndo'
import { accessRefused, refused, type AdminOutcome } from '@/errors/outcome'
import { asAdmin } from '@/auth/signedInAdmin'
import { documentId } from '@/domain/relationId'

/** Through the collection, so REST and the cockpit undo alike. */
export async function undoDecision(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  rawId: unknown,
  undo: { collection: 'members' | 'declared-actions'; status: 'waitlist' | 'pending'; notFound: string },
): Promise<AdminOutcome> {
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
      context: UNDO_CONTEXT,
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
