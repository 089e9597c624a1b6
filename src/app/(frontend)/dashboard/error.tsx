'use client'

import { FormNotice } from '@/components/auth/FormNotice'

export default function DashboardError({ reset }: { reset: () => void }) {
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-16">
      <FormNotice notice={{ ok: false, message: 'Erreur — Impossible de charger tes données.' }} />
      <button type="button" onClick={reset} className="mt-6 font-semibold text-brand-700 underline underline-offset-2">
        Réessayer
      </button>
    </main>
  )
}
