import config from '@payload-config'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { isSameSiteRequest } from '@/domain/request/pageNavigation'
import { isSitePath } from '@/domain/request/sitePath'
import { openNotification } from '@/notifications/memberNotifications'

/** Another site can make a browser follow any link, so a GET only marks read when our own pages sent it. */
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
