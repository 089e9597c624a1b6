import type { Payload } from 'payload'

import { signUnsubscribeToken, verifyUnsubscribeToken } from '@/domain/unsubscribeToken'
import { siteUrl } from '@/siteUrl'

/** The one-click unsubscribe address of the weekly digest (its route: src/app/api/weekly-digest/unsubscribe). */
export const UNSUBSCRIBE_PATH = '/api/weekly-digest/unsubscribe'

/** The member's unsubscribe link, signed with the server's secret (`payload.secret`, from PAYLOAD_SECRET). */
export const digestUnsubscribeUrl = (payload: Payload, memberId: number): string =>
  `${siteUrl()}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signUnsubscribeToken(memberId, payload.secret))}`

/** The member a link is for, or null when its token was not signed by this server. */
export const unsubscribeTokenMember = (payload: Payload, token: string | null): number | null =>
  verifyUnsubscribeToken(token, payload.secret)

/**
 * Turns the weekly digest off for the member the token names; false for a token this server did
 * not sign (nothing is changed). The token is the authority here, so the write needs no session:
 * it sets that one box and nothing else. Already off, or an account since deleted: nothing to do.
 */
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
