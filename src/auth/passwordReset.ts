import type { Payload } from 'payload'

import { destinationAfterSignIn, type SignInDestination } from '@/domain/members/memberRouting'
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@/domain/auth/passwords'
import { passwordResetEmail } from '@/email/templates/passwordReset'
import type { Member } from '@/payload-types'

import { requestEmailedLink, type LinkRequestResult } from './emailedLinks'
import { endAllMemberSessions, openMemberSession } from './memberSession'
import { AUTH_MESSAGES, RESET_MESSAGES } from './messages'
import { loginFailuresKey } from './passwordLogin'
import { clearLimit } from './rateLimit'
import { consumeToken } from './tokens'

const RESET_LINK = {
  purpose: 'reset' as const,
  path: '/auth/reset',
  email: passwordResetEmail,
  sentMessage: RESET_MESSAGES.sent,
  cooldownMessage: RESET_MESSAGES.cooldown,
}

/** Failures past validation stay silent, so the answer never tells whether an account exists. */
export async function requestPasswordReset(
  payload: Payload,
  input: { email: unknown; ip: string },
): Promise<LinkRequestResult> {
  const result = await requestEmailedLink(payload, RESET_LINK, input)
  switch (result.outcome) {
    case 'sent':
      return { ...result, title: RESET_MESSAGES.sentTitle }
    case 'failed':
      return { ok: true, outcome: 'sent', title: RESET_MESSAGES.sentTitle, message: RESET_MESSAGES.sent }
    case 'cooldown':
      return { ...result, title: RESET_MESSAGES.cooldownTitle }
    case 'invalid':
      return { ...result, title: RESET_MESSAGES.invalidTitle }
    case 'tooManyRequests':
      return { ...result, title: RESET_MESSAGES.tooManyRequestsTitle, message: RESET_MESSAGES.tooManyRequests }
    case 'required':
      return result
  }
}

export type PasswordResetResult =
  | { ok: true; sessionToken: string; destination: SignInDestination; status: Member['status'] }
  | { ok: false; message: string; expired?: true }

/** Ends every other session: whoever had the old password is out. */
export async function resetPassword(
  payload: Payload,
  input: { token: string; password: unknown; confirmation: unknown },
): Promise<PasswordResetResult> {
  const password = String(input.password ?? '')
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, message: PASSWORD_MESSAGES.tooShort }
  if (password !== String(input.confirmation ?? '')) return { ok: false, message: PASSWORD_MESSAGES.mismatch }

  const memberId = await consumeToken(payload, input.token, 'reset')
  if (memberId === null) return { ok: false, message: AUTH_MESSAGES.linkExpired, expired: true }
  const current = await payload.findByID({ collection: 'members', id: memberId, depth: 0 })
  const destination = destinationAfterSignIn(current.status)
  if ('refused' in destination) return { ok: false, message: destination.refused }

  await endAllMemberSessions(payload, memberId)
  const member = await payload.update({
    collection: 'members',
    id: memberId,
    data: {
      password,
      email_confirmed_at: current.email_confirmed_at ?? new Date().toISOString(),
      // A reset also lifts a lockout: the person proved they own the address.
      loginAttempts: 0,
      lockUntil: null,
    },
    overrideAccess: true,
    depth: 0,
  })
  await clearLimit(payload, loginFailuresKey(member.email))
  return { ok: true, sessionToken: await openMemberSession(payload, member), destination, status: member.status }
}
