import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@/audit/recordAudit'
import type { Member } from '@/payload-types'

/** Holding a deletion past the promised delay is a decision someone answers for: journalled with its reason. */
export const auditDeletionHold: CollectionAfterChangeHook<Member> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const before = previousDoc?.deletion_hold_reason?.trim() || null
  const after = doc.deletion_hold_reason?.trim() || null
  if (before === after) return doc
  await recordAudit(req, {
    action: after ? 'deletion-held' : 'deletion-hold-lifted',
    collection: 'members',
    id: doc.id,
    from: before,
    to: after,
  })
  return doc
}
