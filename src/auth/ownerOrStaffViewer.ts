import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload, type PayloadRequest } from 'payload'

import { isMember, isStaff } from '@/access/utilities'
import { checkDatabase } from '@/db/databaseHealth'
import { memberPageAccess } from '@/domain/members/memberRouting'

/**
 * The viewer of an owner's document (an impact report, an invoice): staff, or the member
 * whatever their membership, so /profile's guard applies; the page decides whose it is.
 */
export async function ownerOrStaffViewer(path: string): Promise<NonNullable<PayloadRequest['user']>> {
  const payload = await getPayload({ config })
  const requestHeaders = await headers()
  const { user } = await payload.auth({ headers: requestHeaders })
  if (isStaff(user)) return user!
  const member = isMember(user) ? user : null
  if (!member) {
    // A session cookie with the database out of reach: fail (the
    // error page says so) rather than send the owner to /login.
    const cookie = requestHeaders.get('cookie') ?? ''
    if (cookie.includes(`${payload.config.cookiePrefix}-token=`) && !(await checkDatabase())) {
      throw new Error('Base de données injoignable : session non vérifiée')
    }
  }
  const decision = memberPageAccess(member?.status, 'profile', path)
  if (decision.allow && member) return member
  if (decision.allow) redirect('/login')
  redirect(decision.signOut ? `/auth/signout?next=${encodeURIComponent(decision.redirect)}` : decision.redirect)
}
