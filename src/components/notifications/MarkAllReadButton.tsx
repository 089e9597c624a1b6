'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { markAllNotificationsReadAction } from '@/actions/notifications'
import { outlineButton } from '@/components/buttonStyles'
import { failedAction } from '@/components/form/actionFailure'

import { announceNotificationsChanged } from './notificationEvents'

export function MarkAllReadButton() {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [error, setError] = useState<string | null>(null)

  const markAll = () =>
    startTransition(async () => {
      setError(null)
      const result = await markAllNotificationsReadAction().catch(failedAction)
      if (!result.ok) {
        setError(result.message)
        return
      }
      announceNotificationsChanged()
      router.refresh()
    })

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button type="button" onClick={markAll} disabled={pending} className={outlineButton('small')}>
        {pending ? 'Un instant…' : 'Tout marquer comme lu'}
      </button>
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  )
}
