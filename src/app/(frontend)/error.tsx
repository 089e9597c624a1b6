'use client'

import { ErrorReference } from '@/components/ErrorReference'
import { PAGE_FAILURE } from '@/domain/infrastructure/outage'

/** Never Next's English default nor the error itself; its reference, for a member to quote to the team. */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{PAGE_FAILURE.title}</h1>
      <p className="text-stone-600">{PAGE_FAILURE.message}</p>
      <ErrorReference digest={error.digest} className="text-sm text-stone-500" />
      <button type="button" onClick={reset} className="font-semibold text-brand-700 underline underline-offset-2">
        Réessayer
      </button>
    </main>
  )
}
