import type { Payload, Where } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { NOTIFICATIONS_PAGE_SIZE } from '@/domain/notifications'
import { reachablePage } from '@/domain/request/paging'
import type { Member, Notification } from '@/payload-types'

// Everything here reads and writes as the member (`overrideAccess: false`): the collection's
// access keeps each member to their own rows, whichever door they come through.
const asMember = (member: Member) => ({ user: asSignedInMember(member), overrideAccess: false })

const UNREAD: Where = { read_at: { exists: false } }

export type NotificationRow = Pick<Notification, 'id' | 'kind' | 'title' | 'body' | 'link' | 'read_at' | 'createdAt'>

export type NotificationsPage = {
  rows: NotificationRow[]
  page: number
  totalPages: number
  totalDocs: number
  unread: number
}

export async function unreadNotifications(payload: Payload, member: Member): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'notifications', where: UNREAD, ...asMember(member) })
  return totalDocs
}

export async function notificationsPage(payload: Payload, member: Member, page: number): Promise<NotificationsPage> {
  const [list, unread] = await Promise.all([
    payload.find({
      collection: 'notifications',
      sort: ['-createdAt', '-id'],
      page: reachablePage(page, NOTIFICATIONS_PAGE_SIZE),
      limit: NOTIFICATIONS_PAGE_SIZE,
      depth: 0,
      select: { kind: true, title: true, body: true, link: true, read_at: true, createdAt: true },
      ...asMember(member),
    }),
    unreadNotifications(payload, member),
  ])
  return {
    rows: list.docs,
    page: list.page ?? 1,
    totalPages: list.totalPages,
    totalDocs: list.totalDocs,
    unread,
  }
}

export async function markAllNotificationsRead(payload: Payload, member: Member): Promise<void> {
  await payload.update({
    collection: 'notifications',
    where: UNREAD,
    data: { read_at: new Date().toISOString() },
    depth: 0,
    ...asMember(member),
  })
}

export async function openNotification(
  payload: Payload,
  member: Member,
  id: number,
  { markRead }: { markRead: boolean },
): Promise<string | null> {
  const notification = await payload
    .findByID({ collection: 'notifications', id, depth: 0, disableErrors: true, ...asMember(member) })
    .catch(() => null)
  if (!notification) return null
  if (markRead && !notification.read_at) {
    await payload.update({
      collection: 'notifications',
      id,
      data: { read_at: new Date().toISOString() },
      depth: 0,
      ...asMember(member),
    })
  }
  return notification.link ?? '/notifications'
}
