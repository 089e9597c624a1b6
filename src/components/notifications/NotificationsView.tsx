import Link from 'next/link'

import { Icon } from '@/components/Icon'
import { Pagination } from '@/components/Pagination'
import { countOf, frenchDateTime } from '@/domain/french'
import { listHref } from '@/domain/request/listParams'
import { NOTIFICATION_KIND_LABELS } from '@/domain/notifications'
import type { NotificationRow, NotificationsPage } from '@/notifications/memberNotifications'

import { MarkAllReadButton } from './MarkAllReadButton'

function NotificationItem({ notification }: { notification: NotificationRow }) {
  const unread = !notification.read_at
  return (
    <li
      className={`rounded-2xl border px-4 py-3 sm:px-5 ${unread ? 'border-brand-200 bg-brand-50' : 'border-stone-200 bg-white'}`}
    >
      {/* A plain link (no prefetch): following it marks the notification read. */}
      <a href={`/notifications/${notification.id}`} className="group block min-w-0">
        <p className="flex items-start gap-2 font-semibold text-stone-900 group-hover:text-brand-700">
          {unread && <span className="mt-2 size-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />}
          <span className="min-w-0 break-words">
            {unread && <span className="sr-only">Non lue : </span>}
            {notification.title}
          </span>
        </p>
        {notification.body && <p className="mt-1 break-words text-stone-700">{notification.body}</p>}
        <p className="mt-1 text-sm text-stone-600">
          {NOTIFICATION_KIND_LABELS[notification.kind]} ·{' '}
          <time dateTime={notification.createdAt}>{frenchDateTime(notification.createdAt)}</time>
        </p>
      </a>
    </li>
  )
}

export function NotificationsView({ list }: { list: NotificationsPage | null }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Notifications</h1>
          {list && (
            <p className="mt-2 text-stone-700" data-testid="notifications-unread">
              {list.unread === 0
                ? 'Tout est lu.'
                : countOf(list.unread, 'notification non lue', 'notifications non lues')}
            </p>
          )}
        </div>
        {list && list.unread > 0 && <MarkAllReadButton />}
      </div>

      <div className="mt-8">
        {!list ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-900">
            <p className="font-semibold">Impossible de charger tes notifications.</p>
            <p className="mt-2 text-sm">Réessaie dans quelques instants.</p>
          </div>
        ) : list.totalDocs === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center">
            <Icon name="bell" className="mx-auto size-8 text-stone-400" />
            <p className="mt-3 text-lg font-semibold">Aucune notification pour l’instant.</p>
            <p className="mt-2 text-stone-600">
              Tu seras prévenu·e ici quand une action est validée, quand ton projet avance et chaque lundi des projets
              de la semaine.
            </p>
            <Link href="/communaute" className="mt-4 inline-block font-medium text-brand-700 underline">
              Voir les projets de la communauté
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-label="Mes notifications">
              {list.rows.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
            <Pagination
              page={list.page}
              totalPages={list.totalPages}
              hrefFor={(page) => listHref('/notifications', {}, page)}
            />
          </>
        )}
      </div>
    </main>
  )
}
