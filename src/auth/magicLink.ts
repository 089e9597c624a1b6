import type { Payload } from 'payload'

import { destinationAfterSignIn, type SignInDestination } from '@/domain/members/memberRouting'
import { magicLinkEmail } from '@/email/templates/magicLink'
import type { Member } from '@/payload-types'

import { requestEmailedLink } from './emailedLinks'
import { recordMagicLinkSession } from './magicLinkSessions'
import { openMemberSession } from './memberSession'
import { AUTH_MESSAGES } from './messages'
import { consumeToken } from './tokens'

const MAGIC_LINK = {
  purpose: 'login' as const,
  path: '/auth/callback',
  email: magicLinkEmail,
  sentMessage: AUTH_MESSAGES.magicLinkSent,
  cooldownMessage: AUTH_MESSAGES.cooldown,
}

export const requestMagicLink = (payload: Payload, input: { email: unknown; ip: string }) =>
  requestEmailedLink(payload, MAGIC_LINK, input)

export type MagicLinkSignIn =
  | { ok: true; sessionToken: string; destination: SignInDestination; status: Member['status'] }
  | { ok: false; destination: SignInDestination | null; inactiveMemberId?: number }

/**
 * One request wins the token; the session is noted as a magic link's,
 * which stands for the password of an e-mail change for ten minutes.
 */
export async function signInWithMagicLink(payload: Payload, token: string): Promise<MagicLinkSignIn> {
  const memberId = await consumeToken(payload, token, 'login')
  if (memberId === null) return { ok: false, destination: null }
  let member = await payload.findByID({ collection: 'members', id: memberId, depth: 0 })
  const destination = destinationAfterSignIn(member.status)
  if ('refused' in destination) return { ok: false, destination, inactiveMemberId: member.id }
  if (!member.email_confirmed_at) {
    // Opening the session saves the whole member record: give it the confirmed one.
    member = await payload.update({
      collection: 'members',
      id: member.id,
      data: { email_confirmed_at: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  }
  const sessionToken = await openMemberSession(payload, member)
  await recordMagicLinkSession(payload, sessionToken)
  return { ok: true, sessionToken, destination, status: member.status }
}
