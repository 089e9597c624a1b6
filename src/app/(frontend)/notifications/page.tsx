import config from '@payload-config'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { NotificationsView } from '@/components/notifications/NotificationsView'
import { HomeTarget } from '@/components/site/HomeLink'
import { listHref, pageParam, type SearchParams } from '@/domain/request/listParams'
import { homePathFor } from '@/domain/members/memberRouting'
import { notificationsPage, type NotificationsPage } from '@/notifications/memberNotifications'
import { rethrowConnectionLoss } from '@/errors/rethrowConnectionLoss'

export const metadata: Metadata = { title: 'Notifications', robots: { index: false } }

type Props = { searchParams: Promise<SearchParams> }

export default async function NotificationsRoute({ searchParams }: Props) {
  const member = await guardMemberPage('notifications', '/notifications')
  const page = pageParam((await searchParams).page)

  let list: NotificationsPage | null
  try {
    list = await notificationsPage(await getPayload({ config }), member, page)
  } catch (error) {
    rethrowConnectionLoss(error)
    console.error('[notifications] list failed', error)
    list = null
  }
  // A page past the end (everything fitted on fewer pages since): the last page instead.
  if (list && list.totalDocs > 0 && page > list.totalPages) redirect(listHref('/notifications', {}, list.totalPages))

  return (
    <>
      <SessionKeeper />
      <HomeTarget href={homePathFor(member.status)} />
      <NotificationsView list={list} />
    </>
  )
}
