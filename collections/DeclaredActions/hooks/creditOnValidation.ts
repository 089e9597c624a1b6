import type { CollectionAfterChangeHook } from 'payload'

import { declaredActionCategory } from '@/domain/recentActions'
import type { DeclaredAction } from '@/payload-types'
import { creditPoints } from '@/points/creditPoints'
import { relationId } from '@/db/relationId'

/**
 * A declared action that becomes validated (by an admin, or by a Monday report) credits its
 * member the points of its type from the rules global — in the validation's transaction, and
 * exactly once: the ledger is unique on the action. Undoing a validation credits nothing back;
 * an admin adjustment does that, visibly.
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
  if (!nowValid || wasValid) return doc
  const { points } = await req.payload.findGlobal({ slug: 'rules', req })
  await creditPoints(
    req.payload,
    {
      memberId: relationId(doc.member),
      points: points[doc.action_type],
      reason: doc.action_type,
      sourceType: 'declared-action',
      sourceId: doc.id,
    },
    req,
  )
  return doc
}
