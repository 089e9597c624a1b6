'use client'

import { ErrorReference } from '@/components/ErrorReference'
import { PAGE_FAILURE } from '@/domain/infrastructure/outage'

/** Its reference as on `(frontend)/error.tsx`. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <main style={{ maxWidth: '32rem', padding: '2rem 1.5rem', textAlign: 'center' }}>
          <h1>{PAGE_FAILURE.title}</h1>
          <p>{PAGE_FAILURE.message}</p>
          <ErrorReference digest={error.digest} />
          <button type="button" onClick={reset}>
            Réessayer
          </button>
        </main>
      </body>
    </html>
  )
}
