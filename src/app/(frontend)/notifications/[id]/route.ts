import config from '@payload-config'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { isSameSiteRequest } from '@/domain/pageNavigation'
import { isSitePath } from '@/domain/sitePath'
import { openNotification } from '@/notifications/memberNotifications'

/**
 * A notification's link on /notifications: marks it read, then goes where it leads. Someone
 * else's or a missing one goes back to the list; a visitor signs in first (the member pages' guard).
 * Marking read is all a GET may do here, only to the signed-in member's own row, and only when
 * our own pages sent the request: another site can make a browser follow any link, so from there
 * it just leads on.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<never> {
  const member = await guardMemberPage('notifications', '/notifications')
  const id = Number((await params).id)
  const markRead = isSameSiteRequest(request.headers.get('sec-fetch-site'))
  const link =
    Number.isSafeInteger(id) && id > 0
      ? await openNotification(await getPayload({ config }), member, id, { markRead })
      : null
  redirect(link && isSitePath(link) ? link : '/notifications')
}
