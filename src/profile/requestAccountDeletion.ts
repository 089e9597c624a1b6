import type { Payload } from 'payload'

import { inTransaction } from '@/db/inTransaction'
import { DELETION_MESSAGES } from '@/domain/accountDeletion'
import { memberModerationPath } from '@/domain/applications/adminApplications'
import { accountDeletionRequestedEmail } from '@/email/templates/accountDeletionRequested'
import { queueEmail } from '@/email/queueEmail'
import { adminAddresses } from '@/moderation/adminAddresses'
import type { Member } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

export type DeletionRequestResult = { ok: true; requestedAt: string } | { ok: false; message: string }

/** The member only asks; an admin anonymises later. Asking again changes nothing and e-mails no one. */
export async function requestAccountDeletion(
  payload: Payload,
  member: Pick<Member, 'id'>,
): Promise<DeletionRequestResult> {
  try {
    return await inTransaction({ payload }, async (req) => {
      const current = await payload.findByID({
        collection: 'members',
        id: member.id,
        depth: 0,
        req,
        overrideAccess: true,
      })
      if (current.deletion_requested_at) return { ok: true, requestedAt: current.deletion_requested_at }
      const requestedAt = new Date()
      await payload.update({
        collection: 'members',
        id: member.id,
        data: { deletion_requested_at: requestedAt.toISOString() },
        depth: 0,
        req,
        overrideAccess: true,
      })
      const adminUrl = new URL(memberModerationPath(member.id), siteUrl()).toString()
      for (const to of await adminAddresses(req)) {
        await queueEmail(req, accountDeletionRequestedEmail({ to, member: current, requestedAt, adminUrl }))
      }
      return { ok: true, requestedAt: requestedAt.toISOString() }
    })
  } catch (error) {
    payload.logger.error({ err: error }, '[profile] demande de suppression impossible')
    return { ok: false, message: DELETION_MESSAGES.failed }
  }
}
