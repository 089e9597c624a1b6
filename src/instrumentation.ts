/**
 * Boots Payload with its crons so the outbox runs without waiting for
 * a first request. Migrations ran before (`scripts/lib/prepare.ts`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}

/**
 * An error no code caught: one line pairing the request id (`X-Request-Id`) with the reference the
 * French error page shows (Next's digest), so the team finds the request a member quotes. Next
 * prints the stack itself, once, with the same digest; nothing of it reaches the browser.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  route: { routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logger } = await import('@/logging/logger')
  logger.error(
    {
      reqId: request.headers['x-request-id'],
      digest: (error as { digest?: string } | null)?.digest,
      method: request.method,
      route: route.routePath,
      routeType: route.routeType,
      error: error instanceof Error ? error.message : String(error),
    },
    'uncaught error',
  )
}
