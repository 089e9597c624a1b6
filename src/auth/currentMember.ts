import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { checkDatabase } from '@/db/databaseHealth'
import { mustAcceptCharter } from '@/domain/charter'
import { memberPageAccess, type MemberPage } from '@/domain/memberRouting'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import type { Member } from '@/payload-types'

/**
 * The signed-in member of this request (staff accounts are not members), or null. Payload takes
 * a sign-in lookup that failed for an anonymous visitor: when a session cookie came and the
 * database does not answer, the page fails (its error page says so) rather than send a member
 * to /login.
 */
export async function currentMember() {
  const payload = await getPayload({ config })
  const requestHeaders = await headers()
  const { user } = await payload.auth({ headers: requestHeaders })
  if (user) return isMember(user) ? user : null
  const cookie = requestHeaders.get('cookie') ?? ''
  if (cookie.includes(`${payload.config.cookiePrefix}-token=`) && !(await checkDatabase())) {
    throw new Error('Base de données injoignable : session non vérifiée')
  }
  return null
}

/**
 * The guard every member page calls first: it returns the member allowed on `page`, or
 * redirects as `memberPageAccess` decides (signing an inactive member out on the way).
 */
export async function guardMemberPage(page: MemberPage, path: string) {
  const member = await currentMember()
  const decision = memberPageAccess(member?.status, page, path)
  if (decision.allow && member) return requireCharterAccepted(member, path)
  if (decision.allow) redirect('/login')
  redirect(decision.signOut ? `/auth/signout?next=${encodeURIComponent(decision.redirect)}` : decision.redirect)
}

/** Where a member goes to accept a new version of the charter before going on to `path`. */
export const charterAcceptancePath = (path: string) => `/charte/accepter?next=${encodeURIComponent(path)}`

/**
 * A new version of the charter is accepted at the member's next visit: until then every member
 * page sends them to its acceptance (docs/PRODUCT-RULES.md#charter).
 */
export async function requireCharterAccepted<T extends Pick<Member, 'charter_version'>>(member: T, path: string) {
  const charter = await getCachedGlobal('charter')()
  if (mustAcceptCharter(member.charter_version, charter.version)) redirect(charterAcceptancePath(path))
  return member
}
