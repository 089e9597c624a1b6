import config from '@payload-config'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { clearSessionCookie, endMemberSession, sessionIdOf } from '@/auth/memberSession'
import { safeNextPath } from '@/domain/members/memberRouting'

/**
 * A page cannot set cookies, so it sends an inactive member here.
 * A GET can come from any site, so it ends no other session.
 */
export async function GET(request: Request): Promise<never> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  const inactiveMember = isMember(user) && user.status === 'inactive'
  if (inactiveMember) await endMemberSession(payload, user.id, sessionIdOf(user))
  // A cookie that authenticates nobody (its session already ended) is cleared too.
  if (inactiveMember || !user) await clearSessionCookie(payload)
  redirect(safeNextPath(new URL(request.url).searchParams.get('next')) ?? '/')
}
