import { timingSafeEqual } from 'node:crypto'

/**
 * `/api/metrics` answers only with `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN
 * it does not exist (404), so a forgotten token never opens it.
 */
export function metricsAccess(authorization: string | null, token = process.env.METRICS_TOKEN) {
  if (!token) return 'disabled' as const
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? ''
  const expected = Buffer.from(token)
  const received = Buffer.from(given)
  return received.length === expected.length && timingSafeEqual(received, expected)
    ? ('allowed' as const)
    : ('refused' as const)
}
