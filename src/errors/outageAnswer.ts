import { connectionLossCount } from '@/db/connectionLosses'
import { checkDatabase } from '@/db/databaseHealth'
import { OUTAGE } from '@/domain/outage'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** Answers Payload gives when the database fails under it: a lookup taken for "nobody", or a 500. */
const MAYBE_OUTAGE = new Set([401, 403, 500])

/**
 * The proxy answers 503 once the database is known to be down; this catches the requests that
 * met the outage before that (the proxy trusts a good check for a second): a refusal or a 500
 * given while the database does not answer becomes the same French 503 with `Retry-After`, and so
 * does the 503 of a request whose connection was cut under it (`publicErrorAnswer`), though the
 * database may be back already. A refusal given while one of this process's connections was lost
 * is taken for the outage too: the lookup of the session may have met the cut and seen "nobody".
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
