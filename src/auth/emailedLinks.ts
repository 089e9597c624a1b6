import type { Payload, PayloadRequest } from 'payload'
import { z } from '@/validation/zod'

import { inTransaction } from '@/db/inTransaction'
import type { Member } from '@/payload-types'
import { queueEmail, type OutgoingEmail } from '@/email/queueEmail'
import { siteUrl } from '@/siteUrl'

import { clearLimit, hit } from './rateLimit'
import { LIMITS } from './limits'
import { AUTH_MESSAGES } from './messages'
import { createToken, type TokenPurpose } from './tokens'

export type LinkRequestOutcome = 'sent' | 'required' | 'invalid' | 'tooManyRequests' | 'cooldown' | 'failed'

export type LinkRequestResult = {
  ok: boolean
  outcome: LinkRequestOutcome
  message: string
  title?: string
  cooldownSeconds?: number
}

export type LinkKind = {
  purpose: TokenPurpose
  path: string
  email: (args: { to: string; firstName?: string | null; url: string }) => OutgoingEmail
  sentMessage: string
  cooldownMessage: (seconds: number) => string
}

export const normalizeEmail = (email: unknown) =>
  String(email ?? '')
    .trim()
    .toLowerCase()

/** The answer is the same whether an account exists or not, so the form never tells who is a member. */
export async function requestEmailedLink(
  payload: Payload,
  kind: LinkKind,
  input: { email: unknown; ip: string },
): Promise<LinkRequestResult> {
  const email = normalizeEmail(input.email)
  if (!email) return { ok: false, outcome: 'required', message: AUTH_MESSAGES.emailRequired }
  if (!z.email().safeParse(email).success) return { ok: false, outcome: 'invalid', message: AUTH_MESSAGES.emailInvalid }

  const perClient = await hit(payload, `${kind.purpose}-link:ip:${input.ip}`, LIMITS.emailedLinkPerIp)
  if (!perClient.allowed) {
    return {
      ok: false,
      outcome: 'tooManyRequests',
      message: AUTH_MESSAGES.tooManyRequests,
      cooldownSeconds: perClient.retryAfterSeconds,
    }
  }
  const { resend_cooldown_seconds: cooldown } = await payload.findGlobal({ slug: 'rules' })
  const perAddress = await hit(payload, `${kind.purpose}-link:email:${email}`, { max: 1, windowSeconds: cooldown })
  if (!perAddress.allowed) {
    return {
      ok: false,
      outcome: 'cooldown',
      message: kind.cooldownMessage(perAddress.retryAfterSeconds),
      cooldownSeconds: perAddress.retryAfterSeconds,
    }
  }

  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  const member = docs[0]
  if (member && member.status !== 'inactive') {
    try {
      await sendLink(payload, kind, member)
    } catch (error) {
      payload.logger.error({ err: error }, `[auth] envoi du lien ${kind.purpose} impossible`)
      // Let the person try again at once rather than wait for a link that never left.
      await clearLimit(payload, `${kind.purpose}-link:email:${email}`)
      return { ok: false, outcome: 'failed', message: AUTH_MESSAGES.serverError }
    }
  }
  return { ok: true, outcome: 'sent', message: kind.sentMessage, cooldownSeconds: cooldown }
}

/** The token and its e-mail, in the caller's transaction: no e-mail without a valid token. */
export async function queueLinkEmail(
  payload: Payload,
  req: PayloadRequest,
  kind: LinkKind,
  member: Pick<Member, 'id' | 'email' | 'first_name'>,
) {
  const token = await createToken(payload, member.id, kind.purpose, req)
  const url = new URL(kind.path, siteUrl())
  url.searchParams.set('token', token)
  await queueEmail(req, kind.email({ to: member.email, firstName: member.first_name, url: url.toString() }))
}

const sendLink = (payload: Payload, kind: LinkKind, member: Member) =>
  inTransaction({ payload }, (req) => queueLinkEmail(payload, req, kind, member))
