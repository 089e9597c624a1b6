'use client'

import { OUTAGE } from '@/domain/outage'

/**
 * Any page of the site that fails on the server (its database out of reach, most often): a French
 * page with a way to try again, never Next's English default nor the error itself.
 */
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
