/**
 * Each server has its own database and mailbox so Playwright's
 * workers never share state. E2E_SKIP_BUILD=1 reuses .next.
 */
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { startSeededApps, StepFailedError } from './lib/app'
import { runCommand } from './lib/processes'
import { startStripeStandIn } from './lib/stripeStandIn'

const require = createRequire(import.meta.url)

/** What differs from one server to the next: each Playwright worker takes its own into its environment. */
const PER_SERVER = ['DATABASE_URL', 'MAIL_DIR', 'UPLOADS_DIR', 'SITE_URL', 'SMTP_URL'] as const

/** What the servers print, a file each: tests/e2e/server-logs.check.ts reads it once every test has run. */
const SERVER_LOGS = path.resolve('.data', 'test-results', 'e2e-server-logs')

async function waitForFile(file: string | undefined) {
  while (file && !existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 1_000))
}

async function main(): Promise<number> {
  // The servers' outbox sends within 2 s rather than 10 (src/jobs/autoRunCron.ts): a test
  // waiting for an e-mail waits for the message, not for the next run.
  process.env.TRYB_JOBS_RUN_EVERY_SECONDS ??= '2'
  const count = Math.max(1, Number(process.env.E2E_WORKERS || 2))
  // Card payment is on in every server, against the local Stripe stand-in (no outside host); each
  // paid session's event goes back to the server that opened it.
  const stripe = await startStripeStandIn({ secretKey: 'sk_test_tryb_e2e', webhookSecret: 'whsec_tryb_e2e' })
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_tryb_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_tryb_e2e',
    STRIPE_API_BASE: stripe.url,
  })
  let started: Awaited<ReturnType<typeof startSeededApps>>
  await rm(SERVER_LOGS, { recursive: true, force: true })
  await mkdir(SERVER_LOGS, { recursive: true })
  console.info(`[e2e] Journaux des serveurs : ${SERVER_LOGS}`)
  try {
    started = await startSeededApps({
      name: 'e2e',
      count,
      embeddedPort: Number(process.env.EMBEDDED_E2E_PG_PORT || 54331),
      skipBuild: Boolean(process.env.E2E_SKIP_BUILD),
      beforeBuild: () => waitForFile(process.env.E2E_BUILD_AFTER),
      seedPassword: process.env.E2E_PASSWORD,
      smtp: true,
      serverLogs: SERVER_LOGS,
    })
  } catch (error) {
    await stripe.stop()
    if (error instanceof StepFailedError) return error.exitCode
    throw error
  }
  try {
    // The first server's environment (PAYLOAD_SECRET, SEED_PASSWORD… are the same for all),
    // and in E2E_SERVERS what each worker replaces in it (playwright.config.ts).
    const servers = started.apps.map(({ baseUrl, env }) => ({
      E2E_BASE_URL: baseUrl,
      ...Object.fromEntries(PER_SERVER.map((name) => [name, env[name] ?? ''])),
    }))
    const env = {
      ...started.apps[0].env,
      ...servers[0],
      E2E_PASSWORD: started.apps[0].env.SEED_PASSWORD,
      E2E_SERVERS: JSON.stringify(servers),
      E2E_SERVER_LOGS: SERVER_LOGS,
    }
    // `npm test` starts the servers beside the unit and integration tests, and the browsers once
    // those are over (E2E_TESTS_AFTER).
    await waitForFile(process.env.E2E_TESTS_AFTER)
    return await runCommand(
      process.execPath,
      [require.resolve('@playwright/test/cli'), 'test', ...process.argv.slice(2)],
      { env },
    )
  } finally {
    await started.stop()
    await stripe.stop()
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('[e2e]', error instanceof Error ? error.message : error)
    process.exit(1)
  })
