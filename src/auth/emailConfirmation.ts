import type { Payload } from 'payload'

import { emailConfirmationEmail } from '@/email/templates/emailConfirmation'
import type { Member } from '@/payload-types'

import { type LinkKind, type LinkRequestResult, requestEmailedLink } from './emailedLinks'
import { AUTH_MESSAGES } from './messages'
import { consumeToken } from './tokens'

/** The "Confirme ton adresse e-mail" link: sent at sign-up, and again from /welcome on request. */
export const EMAIL_CONFIRMATION: LinkKind = {
  purpose: 'confirm',
  path: '/auth/confirm',
  email: emailConfirmationEmail,
  sentMessage: 'E-mail renvoyé : ouvre-le et clique sur « Confirmer mon adresse ».',
  cooldownMessage: AUTH_MESSAGES.cooldown,
}

export const ALREADY_CONFIRMED = 'Ton adresse e-mail est déjà confirmée.'

/**
 * A new confirmation link for the signed-in member whose address is not confirmed yet, with the
 * same limits as every e-mailed link (per client, and one per address per cooldown).
 */
export async function resendEmailConfirmation(
  payload: Payload,
  member: Pick<Member, 'email' | 'email_confirmed_at'>,
  ip: string,
): Promise<LinkRequestResult> {
  if (member.email_confirmed_at) return { ok: false, outcome: 'invalid', message: ALREADY_CONFIRMED }
  return requestEmailedLink(payload, EMAIL_CONFIRMATION, { email: member.email, ip })
}

export async function confirmEmail(payload: Payload, token: string): Promise<boolean> {
  const memberId = await consumeToken(payload, token, 'confirm')
  if (memberId === null) return false
  const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0 })
  if (!member.email_confirmed_at) {
    await payload.update({
      collection: 'members',
      id: memberId,
      data: { email_confirmed_at: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  return true
}
