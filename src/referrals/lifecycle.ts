import type { Payload, PayloadRequest } from 'payload'

import { creditPoints } from '@/points/creditPoints'
import type { Member } from '@/payload-types'

/**
 * A new member (from /apply or /signup) is linked to the invitation that brought them: the
 * one whose code their link carried, else a pending invitation sent to their address. Runs in
 * the transaction that creates the member.
 */
export async function linkReferral(payload: Payload, req: PayloadRequest, member: Member, code?: string | null) {
  const byCode = code
    ? await payload.find({
        collection: 'referrals',
        where: { and: [{ code: { equals: code } }, { referee: { exists: false } }] },
        limit: 1,
        depth: 0,
        req,
      })
    : null
  const referral =
    byCode?.docs[0] ??
    (
      await payload.find({
        collection: 'referrals',
        where: { and: [{ referee_email: { equals: member.email } }, { referee: { exists: false } }] },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        req,
      })
    ).docs[0]
  if (!referral) return
  await payload.update({
    collection: 'referrals',
    id: referral.id,
    data: { referee: member.id },
    overrideAccess: true,
    req,
  })
}

/**
 * When an invitee becomes active, their referral becomes active and the referrer is credited
 * the referral points — exactly once: the ledger is unique on the referral.
 */
export async function activateReferrals(payload: Payload, req: PayloadRequest, member: Member) {
  const { docs } = await payload.find({
    collection: 'referrals',
    where: { and: [{ referee: { equals: member.id } }, { status: { equals: 'pending' } }] },
    depth: 0,
    req,
  })
  if (docs.length === 0) return
  const { points } = await payload.findGlobal({ slug: 'rules', req })
  for (const referral of docs) {
    await payload.update({
      collection: 'referrals',
      id: referral.id,
      data: { status: 'active' },
      overrideAccess: true,
      req,
    })
    const referrerId = typeof referral.member === 'object' ? referral.member.id : referral.member
    await creditPoints(
      payload,
      {
        memberId: referrerId,
        points: points.referral,
        reason: 'referral',
        sourceType: 'referral',
        sourceId: referral.id,
      },
      req,
    )
  }
}
