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
 * database may be back already.
 */
export const withOutageAnswer =
  <Context>(handler: RouteHandler<Context>): RouteHandler<Context> =>
  async (request, context) => {
    const response = await handler(request, context)
    const outage = response.status === 503 || (MAYBE_OUTAGE.has(response.status) && !(await checkDatabase()))
    if (!outage) return response
    return Response.json(
      { errors: [{ message: OUTAGE.title }] },
      { status: 503, headers: { 'Retry-After': String(OUTAGE.retryAfterSeconds), 'Cache-Control': 'no-store' } },
    )
  }
