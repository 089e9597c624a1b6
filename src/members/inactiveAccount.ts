import type { Payload } from 'payload'

import { inactiveReason, type InactiveReason } from '@/domain/members/reactivation'
import { verifyReactivationTicket } from '@/domain/members/reactivationTicket'

export type InactiveAccount = { firstName: string; reason: InactiveReason; openRequest: boolean }

/** The member holds no session, so the server reads. */
export async function inactiveAccountOf(payload: Payload, ticket: string | undefined): Promise<InactiveAccount | null> {
  const memberId = verifyReactivationTicket(ticket, payload.secret)
  if (memberId === null) return null
  const member = await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    select: { first_name: true, status: true, application_status: true, activated_at: true },
    disableErrors: true,
  })
  if (!member || member.status !== 'inactive') return null
  const [lastDeactivation, open] = await Promise.all([
    payload.find({
      collection: 'admin-decisions',
      where: { and: [{ member: { equals: memberId } }, { action: { equals: 'deactivated' } }] },
      sort: ['-createdAt', '-id'],
      limit: 1,
      pagination: false,
      depth: 0,
      select: { admin_user: true },
    }),
    payload.count({
      collection: 'reactivation-requests',
      where: { and: [{ member: { equals: memberId } }, { status: { equals: 'open' } }] },
    }),
  ])
  const decision = lastDeactivation.docs[0]
  return {
    firstName: member.first_name,
    // The semester close logs its decisions without an admin.
    reason: inactiveReason({ ...member, deactivatedBySemesterClose: Boolean(decision && !decision.admin_user) }),
    openRequest: open.totalDocs > 0,
  }
}
