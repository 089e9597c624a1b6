import type { Payload } from 'payload'

import { signUnsubscribeToken, verifyUnsubscribeToken } from '@/domain/email/unsubscribeToken'
import { siteUrl } from '@/siteUrl'

export const UNSUBSCRIBE_PATH = '/api/weekly-digest/unsubscribe'

export const digestUnsubscribeUrl = (payload: Payload, memberId: number): string =>
  `${siteUrl()}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signUnsubscribeToken(memberId, payload.secret))}`

export const unsubscribeTokenMember = (payload: Payload, token: string | null): number | null =>
  verifyUnsubscribeToken(token, payload.secret)

/** The token is the authority, so no session is needed; it sets that one box and nothing else. */
export async function unsubscribeFromDigest(payload: Payload, token: string | null): Promise<boolean> {
  const memberId = unsubscribeTokenMember(payload, token)
  if (memberId === null) return false
  const member = await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    select: { email_digest: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (member && member.email_digest !== false) {
    await payload.update({
      collection: 'members',
      id: memberId,
      data: { email_digest: false },
      depth: 0,
      overrideAccess: true,
    })
  }
  return true
}
