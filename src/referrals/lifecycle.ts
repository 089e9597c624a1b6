import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/domain/relationId'
import { countOf } from '@/domain/french'
import { referralCreditedEmail } from '@/email/templates/referralCredited'
import { notifyMember } from '@/notifications/notifyMember'
import { decisionCorrectedEmail } from '@/email/templates/decisionCorrected'
import { withdrawOrCorrect } from '@/outbox/withdrawEmail'
import type { Member } from '@/payload-types'
import { creditUndoable, reverseUndoable } from '@/points/undoableCredits'
import { siteUrl } from '@/siteUrl'

/** Runs in the transaction that creates the member. */
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
  await notifyMember(
    req,
    { id: relationId(referral.member) },
    {
      kind: 'invitation_accepted',
      title: `Invitation acceptée : ${referral.referee_email} a rejoint la Tryb`,
      body: 'Tes points de parrainage arrivent dès que son compte est activé.',
      link: '/dashboard',
    },
  )
}

/** Exactly once: the ledger is unique on the referral. */
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
    const referrerId = relationId(referral.member)
    const credited = await creditUndoable(
      req,
      { sourceType: 'referral', id: referral.id, memberId: referrerId, reason: 'referral' },
      points.referral,
    )
    if (credited) await tellReferrer(req, referrerId, referral.id, referral.referee_email, points.referral)
  }
}

const creditedCause = (referralId: number) => `referral:${referralId}:credited`

async function tellReferrer(
  req: PayloadRequest,
  referrerId: number,
  referralId: number,
  refereeEmail: string,
  points: number,
) {
  const referrer = await req.payload.findByID({
    collection: 'members',
    id: referrerId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!referrer) return
  await notifyMember(req, referrer, {
    kind: 'referral_credited',
    title: `Parrainage crédité : +${countOf(points, 'point', 'points')}`,
    body: `${refereeEmail} est maintenant membre actif.`,
    link: '/dashboard',
    email: {
      ...referralCreditedEmail({
        to: referrer.email,
        firstName: referrer.first_name,
        refereeEmail,
        points,
        url: `${siteUrl()}/dashboard`,
      }),
      cause: creditedCause(referralId),
    },
  })
}

/** Reversed by a ledger row, never deleted; a later acceptance credits again in a slot of its own. */
export async function undoReferralActivations(req: PayloadRequest, member: Member) {
  const { docs } = await req.payload.find({
    collection: 'referrals',
    where: { and: [{ referee: { equals: member.id } }, { status: { equals: 'active' } }] },
    depth: 0,
    req,
  })
  for (const referral of docs) {
    await req.payload.update({
      collection: 'referrals',
      id: referral.id,
      data: { status: 'pending' },
      overrideAccess: true,
      req,
    })
    const referrerId = relationId(referral.member)
    const points = await reverseUndoable(
      req,
      { sourceType: 'referral', id: referral.id, memberId: referrerId, reason: 'referral' },
      'Annulation de l’activation du filleul',
    )
    if (points === 0) continue
    const referrer = await req.payload.findByID({
      collection: 'members',
      id: referrerId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!referrer) continue
    await withdrawOrCorrect(
      req,
      creditedCause(referral.id),
      decisionCorrectedEmail({
        to: referrer.email,
        firstName: referrer.first_name,
        subject: 'Correction : ton parrainage n’est pas encore crédité',
        correction: `Le compte de ${referral.referee_email} n’est finalement pas encore activé : tes ${countOf(points, 'point', 'points')} de parrainage arriveront quand il le sera.`,
        audience: 'member',
        link: { label: 'Voir mon tableau de bord', url: `${siteUrl()}/dashboard` },
      }),
    )
    await notifyMember(req, referrer, {
      kind: 'referral_credited',
      title: `Parrainage annulé : −${countOf(points, 'point', 'points')}`,
      body: `${referral.referee_email} n’est finalement pas encore membre actif.`,
      link: '/dashboard',
    })
  }
}
