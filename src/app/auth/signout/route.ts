import config from '@payload-config'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { clearSessionCookie, endMemberSession, sessionIdOf } from '@/auth/memberSession'
import { safeNextPath } from '@/domain/memberRouting'

/**
 * Ends the member's session on the server and in the browser, then goes on to `next`. Used
 * where a page finds a session it must end (an inactive member) and cannot set cookies itself.
 */
export async function GET(request: Request): Promise<never> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (isMember(user)) await endMemberSession(payload, user.id, sessionIdOf(user))
  await clearSessionCookie(payload)
  redirect(safeNextPath(new URL(request.url).searchParams.get('next')) ?? '/')
}
