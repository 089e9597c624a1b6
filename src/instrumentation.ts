/**
 * Runs once when a Next.js server starts: boots Payload with its job crons, so the e-mail outbox is
 * processed without waiting for a first admin or API request. (Migrations ran before the server
 * started: `scripts/lib/prepare.ts`.)
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
