/**
 * Boots Payload with its crons so the outbox runs without waiting for a first request. Migrations ran before
 * (`scripts/lib/prepare.ts`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
