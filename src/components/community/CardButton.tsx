'use client'

import { useState, useTransition } from 'react'

import { startCardCheckoutAction } from '@/actions/payments'
import { primaryButton } from '@/components/buttonStyles'
import { failedAction } from '@/components/form/actionFailure'

export function CardButton({ projectId, amount }: { projectId: number; amount: string }) {
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={primaryButton()}
        disabled={pending}
        aria-busy={pending}
        onClick={() =>
          startTransition(async () => {
            setError(null)
            const result = await startCardCheckoutAction(projectId).catch(failedAction)
            if (result.ok) window.location.assign(result.url)
            else setError(result.message)
          })
        }
      >
        Payer {amount} par carte
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
