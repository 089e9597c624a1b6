import { createGate } from '@/db/gate'
import { REST_WRITES_AT_ONCE } from '@/db/poolSize'
import { OUTAGE } from '@/domain/infrastructure/outage'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** Past this wait in line, the write is answered 503 "try again" rather than left hanging. */
const MAX_WAIT_MS = 10_000

const writes = createGate(REST_WRITES_AT_ONCE, MAX_WAIT_MS)

/**
 * However many writes arrive, the pool keeps the connections the ones being served need, and reads are never starved.
 */
export const withBoundedWrites =
  <Context>(handler: RouteHandler<Context>): RouteHandler<Context> =>
  async (request, context) => {
    if (!(await writes.enter())) {
      return Response.json(
        { errors: [{ message: OUTAGE.title }] },
        { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
      )
    }
    try {
      return await handler(request, context)
    } finally {
      writes.leave()
    }
  }
