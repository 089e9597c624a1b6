import type { CollectionAfterChangeHook } from 'payload'

import { isAdmin } from '@/access/utilities'
import { takeMove } from '@/context/requestContext'
import { queueEmail } from '@/email/queueEmail'
import { memberActivatedEmail } from '@/email/templates/memberActivated'
import { recordAudit } from '@/moderation/recordAudit'
import type { Member } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

/**
 * An admin's change of membership is logged as an admin decision and in the audit log, and an
 * accepted applicant receives the activation e-mail — all in the change's transaction. The semester
 * job, which acts without an admin, logs its own decisions.
 */
export const recordDecision: CollectionAfterChangeHook<Member> = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  const move = takeMove(req.context, 'member', doc.id)
  if (!move) return doc
  if (!isAdmin(req.user)) return doc

  const notes = doc.admin_notes?.trim() || undefined
  await req.payload.create({
    collection: 'admin-decisions',
    data: { member: doc.id, admin_user: req.user!.id, action: move.decision, notes },
    req,
    overrideAccess: true,
    depth: 0,
  })
  await recordAudit(req, {
    action: `member.${move.decision}`,
    collection: 'members',
    id: doc.id,
    from: move.from,
    to: move.to,
    notes,
  })
  if (move.decision === 'activated') {
    await queueEmail(
      req,
      memberActivatedEmail({ to: doc.email, firstName: doc.first_name, loginUrl: `${siteUrl()}/login` }),
    )
  }
  return doc
}
