import config from '@payload-config'
import { getPayload } from 'payload'

import { refreshDatabaseMetrics } from '@/metrics/databaseMetrics'
import { metricsAccess } from '@/metrics/metricsAccess'
import { trybMetrics } from '@/metrics/registry'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/** Prometheus's scrape of this process (each server exposes its own): docs/OPERATIONS.md. */
export async function GET(request: Request) {
  const access = metricsAccess(request.headers.get('authorization'))
  if (access === 'disabled') return new Response('Introuvable', { status: 404, headers: noStore })
  if (access === 'refused') {
    return new Response('Jeton manquant ou invalide', {
      status: 401,
      headers: { ...noStore, 'WWW-Authenticate': 'Bearer realm="metrics"' },
    })
  }
  const metrics = trybMetrics()
  try {
    await refreshDatabaseMetrics(await getPayload({ config }))
  } catch {
    // Payload could not start (no database at boot): the process's own metrics still answer.
    metrics.gauge('tryb_database_up', 'Whether the database answered this scrape (1) or not (0)').set(0)
  }
  return new Response(await metrics.registry.metrics(), {
    headers: { ...noStore, 'Content-Type': metrics.registry.contentType },
  })
}
