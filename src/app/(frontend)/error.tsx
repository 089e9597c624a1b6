'use client'

import { OUTAGE } from '@/domain/outage'

/** Never Next's English default nor the error itself. */
export default function SiteError({ reset }: { reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{OUTAGE.title}</h1>
      <p className="text-stone-600">{OUTAGE.message}</p>
      <button type="button" onClick={reset} className="font-semibold text-brand-700 underline underline-offset-2">
        Réessayer
      </button>
    </main>
  )
}
