import type { CollectionAfterChangeHook } from 'payload'

import { isAdmin } from '@/access/utilities'
import { ACTIVATION_LINK_LIFETIME_MINUTES, createToken, spendUnusedTokens } from '@/auth/tokens'
import { takeMove } from '@/context/requestContext'
import { queueEmail } from '@/email/queueEmail'
import { decisionCorrectedEmail } from '@/email/templates/decisionCorrected'
import { memberActivatedEmail } from '@/email/templates/memberActivated'
import { recordAudit } from '@/audit/recordAudit'
import { withdrawOrCorrect } from '@/outbox/withdrawEmail'
import type { Member } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

/** What names an activation e-mail in the outbox, for its undo. */
const activationCause = (id: number) => `member:${id}:activated`

/** All in the change's transaction; the semester job, acting without an admin, logs its own decisions. */
export const recordDecision: CollectionAfterChangeHook<Member> = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  const move = takeMove(req.context, 'member', doc.id)
  if (!move) return doc
  if (!isAdmin(req.user)) return doc

  const notes = doc.admin_notes?.trim() || undefined
  if (move.decision === 'undone') {
    await recordAudit(req, { action: 'member.undone', collection: 'members', id: doc.id, from: move.from, to: move.to })
    if (move.from !== 'active') return doc
    // The activation e-mail's sign-in link, if already sent, no longer opens the account.
    await spendUnusedTokens(req.payload, doc.id, 'login', req)
    await withdrawOrCorrect(
      req,
      activationCause(doc.id),
      decisionCorrectedEmail({
        to: doc.email,
        firstName: doc.first_name,
        subject: 'Correction : ta candidature est toujours à l’étude',
        correction:
          'Ton compte n’est finalement pas encore activé : ta candidature est de nouveau à l’étude, et l’équipe te répond bientôt par e-mail.',
        audience: 'applicant',
        link: { label: 'Voir ma candidature', url: `${siteUrl()}/welcome` },
      }),
    )
    return doc
  }
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
    // One click signs the new member in (a single-use login token, spent like the magic link's),
    // and lands on /welcome's first steps; the token commits or rolls back with the decision.
    const token = await createToken(req.payload, doc.id, 'login', req, undefined, ACTIVATION_LINK_LIFETIME_MINUTES)
    const signInUrl = new URL('/auth/callback', siteUrl())
    signInUrl.searchParams.set('token', token)
    signInUrl.searchParams.set('next', '/welcome')
    await queueEmail(req, {
      ...memberActivatedEmail({
        to: doc.email,
        firstName: doc.first_name,
        signInUrl: signInUrl.toString(),
        linkDays: ACTIVATION_LINK_LIFETIME_MINUTES / (24 * 60),
      }),
      cause: activationCause(doc.id),
    })
  }
  return doc
}
