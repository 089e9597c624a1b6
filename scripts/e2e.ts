/**
 * End-to-end run: a fresh database (migrated and seeded with a known password), a production
 * build served by `next start` on 127.0.0.1 sending its e-mail to a test SMTP server (which
 * files each message in MAIL_DIR), then Playwright in Debian's Chromium.
 * Set E2E_SKIP_BUILD=1 to reuse an existing .next build.
 */
import { createRequire } from 'node:module'

import { startSeededApp, StepFailedError, type SeededApp } from './lib/app'
import { runCommand } from './lib/processes'

const require = createRequire(import.meta.url)

async function main(): Promise<number> {
  let app: SeededApp
  try {
    app = await startSeededApp({
      name: 'e2e',
      embeddedPort: Number(process.env.EMBEDDED_E2E_PG_PORT || 54331),
      skipBuild: Boolean(process.env.E2E_SKIP_BUILD),
      seedPassword: process.env.E2E_PASSWORD,
      smtp: true,
      trustLoopbackProxy: true,
    })
  } catch (error) {
    if (error instanceof StepFailedError) return error.exitCode
    throw error
  }
  try {
    const env = { ...app.env, E2E_PASSWORD: app.env.SEED_PASSWORD, E2E_BASE_URL: app.baseUrl }
    return await runCommand(
      process.execPath,
      [require.resolve('@playwright/test/cli'), 'test', ...process.argv.slice(2)],
      { env },
    )
  } finally {
    await app.stop()
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('[e2e]', error instanceof Error ? error.message : error)
    process.exit(1)
  })
