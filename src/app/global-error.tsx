'use client'

import { OUTAGE } from '@/domain/outage'

export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <main style={{ maxWidth: '32rem', padding: '2rem 1.5rem', textAlign: 'center' }}>
          <h1>{OUTAGE.title}</h1>
          <p>{OUTAGE.message}</p>
          <button type="button" onClick={reset}>
            Réessayer
          </button>
        </main>
      </body>
    </html>
  )
}
