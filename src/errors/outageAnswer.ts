import { connectionLossCount } from '@/db/connectionLosses'
import { checkDatabase } from '@/db/databaseHealth'
import { OUTAGE } from '@/domain/infrastructure/outage'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** Answers Payload gives when the database fails under it: a lookup taken for "nobody", or a 500. */
const MAYBE_OUTAGE = new Set([401, 403, 500])

/**
 * The proxy trusts a good check for a second; this catches requests that met
 * the outage before it knew. A session lookup cut may have seen "nobody".
 */
export const withOutageAnswer =
  <Context>(handler: RouteHandler<Context>): RouteHandler<Context> =>
  async (request, context) => {
    const lossesBefore = connectionLossCount()
    const response = await handler(request, context)
    const outage =
      response.status === 503 ||
      (MAYBE_OUTAGE.has(response.status) && (connectionLossCount() !== lossesBefore || !(await checkDatabase())))
    if (!outage) return response
    return Response.json(
      { errors: [{ message: OUTAGE.title }] },
      { status: 503, headers: { 'Retry-After': String(OUTAGE.retryAfterSeconds), 'Cache-Control': 'no-store' } },
    )
  }
