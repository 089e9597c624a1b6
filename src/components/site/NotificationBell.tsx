'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { unreadNotificationsAction } from '@/actions/notifications'
import { Icon } from '@/components/Icon'
import { NOTIFICATIONS_CHANGED } from '@/components/notifications/notificationEvents'

/** More than this shows "9+": the badge stays a small round. */
const SHOWN_MAX = 9

/** Coming back to the tab fires both `focus` and `visibilitychange`: one question is enough. */
const SAME_RETURN_MS = 1_000

/** No polling: the count is asked at each navigation, on tab focus, and after marking read. */
export function NotificationBell() {
  const pathname = usePathname()
  const [unread, setUnread] = useState<number | null>(null)
  const lastAsked = useRef(0)

  useEffect(() => {
    let current = true
    const read = () => {
      lastAsked.current = Date.now()
      unreadNotificationsAction()
        .then((count) => {
          if (current) setUnread(count)
        })
        // Not read this time (offline, a deploy): the bell keeps its last count until the next return.
        .catch(() => {})
    }
    const onReturn = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastAsked.current > SAME_RETURN_MS) read()
    }
    read()
    document.addEventListener('visibilitychange', onReturn)
    window.addEventListener('focus', onReturn)
    window.addEventListener(NOTIFICATIONS_CHANGED, read)
    return () => {
      current = false
      document.removeEventListener('visibilitychange', onReturn)
      window.removeEventListener('focus', onReturn)
      window.removeEventListener(NOTIFICATIONS_CHANGED, read)
    }
  }, [pathname])

  const count = unread ?? 0
  const label = count === 0 ? 'Notifications' : `Notifications, ${count} non lue${count > 1 ? 's' : ''}`
  return (
    <Link
      href="/notifications"
      prefetch={false}
      aria-label={label}
      className="relative flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
      data-testid="notification-bell"
    >
      <Icon name="bell" className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold leading-5 text-white"
        >
          {count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}
        </span>
      )}
    </Link>
  )
}
