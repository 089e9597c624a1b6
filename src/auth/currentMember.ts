import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { checkDatabase } from '@/db/databaseHealth'
import { mustAcceptCharter } from '@/domain/charter'
import { memberPageAccess, type MemberPage } from '@/domain/members/memberRouting'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import type { Member } from '@/payload-types'

/**
 * Staff accounts are not members. A failed lookup with a session
 * cookie fails the page rather than send a member to /login.
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

/** Every member page calls this first; an inactive member is signed out on the way. */
export async function guardMemberPage(page: MemberPage, path: string) {
  const member = await currentMember()
  const decision = memberPageAccess(member?.status, page, path)
  if (decision.allow && member) return requireCharterAccepted(member, path)
  if (decision.allow) redirect('/login')
  redirect(decision.signOut ? `/auth/signout?next=${encodeURIComponent(decision.redirect)}` : decision.redirect)
}

export const charterAcceptancePath = (path: string) => `/charte/accepter?next=${encodeURIComponent(path)}`

/**
 * Until a new charter version is accepted, every member page sends the member to it (docs/PRODUCT-RULES.md#charter).
 */
export async function requireCharterAccepted<T extends Pick<Member, 'charter_version'>>(member: T, path: string) {
  const charter = await getCachedGlobal('charter')()
  if (mustAcceptCharter(member.charter_version, charter.version)) redirect(charterAcceptancePath(path))
  return member
}
