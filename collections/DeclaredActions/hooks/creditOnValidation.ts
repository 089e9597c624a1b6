import type { CollectionAfterChangeHook } from 'payload'

import { ACTION_TYPE_LABELS } from '@/domain/declaredActions'
import { countOf } from '@/domain/french'
import { declaredActionCategory } from '@/domain/recentActions'
import { notifyMember } from '@/notifications/notifyMember'
import type { DeclaredAction } from '@/payload-types'
import { creditUndoable, reverseUndoable } from '@/points/undoableCredits'
import { relationId } from '@/domain/relationId'

/**
 * Exactly once per validation (the ledger is unique on the action's slot); an undo writes a reversing row, the credit
 * stays.
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
  const action = {
    sourceType: 'declared-action' as const,
    id: doc.id,
    memberId: relationId(doc.member),
    reason: doc.action_type,
  }
  let change: number
  if (nowValid) {
    const { points } = await req.payload.findGlobal({ slug: 'rules', req })
    change = (await creditUndoable(req, action, points[doc.action_type])) ? points[doc.action_type] : 0
  } else change = -(await reverseUndoable(req, action, 'Annulation de la validation'))
  if (change === 0) return doc
  const project = await req.payload.findByID({
    collection: 'projects',
    id: relationId(doc.project),
    depth: 0,
    select: { title: true },
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  const what = `${ACTION_TYPE_LABELS[doc.action_type]} sur « ${project?.title ?? 'un projet'} »`
  // No e-mail: a member validated twenty times a week would get twenty; the weekly digest sums them up.
  await notifyMember(
    req,
    { id: action.memberId },
    change > 0
      ? {
          kind: 'action_validated',
          title: `Action validée : ${what}`,
          body: `+${countOf(change, 'point', 'points')}`,
          link: '/contributions',
        }
      : {
          kind: 'action_validated',
          title: `Validation annulée : ${what}`,
          body: `${countOf(change, 'point', 'points')} — l’action est de nouveau en cours de vérification.`,
          link: '/contributions',
        },
  )
  return doc
}
