import type { CollectionAfterChangeHook } from 'payload'

import { ACTION_TYPE_LABELS } from '@/domain/declaredActions'
import { countOf } from '@/domain/french'
import { declaredActionCategory } from '@/domain/recentActions'
import { notifyMember } from '@/notifications/notifyMember'
import type { DeclaredAction } from '@/payload-types'
import { creditPoints } from '@/points/creditPoints'
import { relationId } from '@/db/relationId'

/**
 * A declared action that becomes validated (by an admin, or by a Monday report) credits its
 * member the points of its type from the rules global — in the validation's transaction, and
 * exactly once: the ledger is unique on the action — and tells them under the bell. Undoing a validation credits nothing back;
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
  const memberId = relationId(doc.member)
  const awarded = points[doc.action_type]
  const credited = await creditPoints(
    req.payload,
    { memberId, points: awarded, reason: doc.action_type, sourceType: 'declared-action', sourceId: doc.id },
    req,
  )
  if (!credited) return doc
  const project = await req.payload.findByID({
    collection: 'projects',
    id: relationId(doc.project),
    depth: 0,
    select: { title: true },
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  // No e-mail: a member validated twenty times a week would get twenty; the weekly digest sums them up.
  await notifyMember(
    req,
    { id: memberId },
    {
      kind: 'action_validated',
      title: `Action validée : ${ACTION_TYPE_LABELS[doc.action_type]} sur « ${project?.title ?? 'un projet'} »`,
      body: `+${countOf(awarded, 'point', 'points')}`,
      link: '/contributions',
    },
  )
  return doc
}
