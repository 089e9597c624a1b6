import type { CollectionAfterChangeHook } from 'payload'

import { declaredActionCategory } from '@/domain/declaredActions/declaredActions'
import { validationNotice } from '@/domain/declaredActions/validationNotice'
import { relationId } from '@/domain/relationId'
import { notifyMember } from '@/notifications/notifyMember'
import type { DeclaredAction } from '@/payload-types'
import { creditValidatedActions } from '@/points/creditValidatedActions'
import { reverseUndoable } from '@/points/undoableCredits'

/**
 * Exactly once per validation (the ledger is unique on the action's
 * slot); an undo writes a reversing row, the credit stays.
 */
export const creditOnValidation: CollectionAfterChangeHook<DeclaredAction> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const nowValid = declaredActionCategory(doc.status) === 'valid'
  const wasValid =
    operation === 'update' && previousDoc ? declaredActionCategory(previousDoc.status) === 'valid' : false
  if (nowValid === wasValid) return doc
  const memberId = relationId(doc.member)
  if (nowValid) {
    await creditValidatedActions(req, relationId(doc.project), [{ id: doc.id, memberId, actionType: doc.action_type }])
    return doc
  }
  const source = { sourceType: 'declared-action' as const, id: doc.id, memberId, reason: doc.action_type }
  const taken = await reverseUndoable(req, source, 'Annulation de la validation')
  if (taken === 0) return doc
  const project = await req.payload.findByID({
    collection: 'projects',
    id: relationId(doc.project),
    depth: 0,
    select: { title: true },
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  await notifyMember(req, { id: memberId }, validationNotice(doc.action_type, project?.title, -taken))
  return doc
}
