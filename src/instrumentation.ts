/**
 * Runs once when a Next.js server starts: boots Payload with its job crons, so the e-mail
 * outbox is processed by the running app without waiting for a first admin or API request
 * (and, in production, pending migrations are applied before the first page is served).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
