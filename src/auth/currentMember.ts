import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { memberPageAccess, type MemberPage } from '@/domain/memberRouting'

/** The signed-in member of this request (staff accounts are not members), or null. */
export async function currentMember() {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return isMember(user) ? user : null
}

/**
 * The guard every member page calls first: it returns the member allowed on `page`, or
 * redirects as `memberPageAccess` decides (signing an inactive member out on the way).
 */
export async function guardMemberPage(page: MemberPage, path: string) {
  const member = await currentMember()
  const decision = memberPageAccess(member?.status, page, path)
  if (decision.allow && member) return member
  if (decision.allow) redirect('/login')
  redirect(decision.signOut ? `/auth/signout?next=${encodeURIComponent(decision.redirect)}` : decision.redirect)
}
