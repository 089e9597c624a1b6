/**
 * End-to-end run: a fresh database (migrated and seeded with a known password), a production
 * build served by `next start` on 127.0.0.1, then Playwright in Debian's Chromium.
 * Set E2E_SKIP_BUILD=1 to reuse an existing .next build.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { createDatabase, dropDatabase, resolveDatabaseServer } from './lib/database'
import { freePort, runCommand, startServer, waitForUrl } from './lib/processes'

const require = createRequire(import.meta.url)

async function main(): Promise<number> {
  const server = await resolveDatabaseServer({
    embeddedDir: path.resolve('.data', 'pg-e2e'),
    embeddedPort: Number(process.env.EMBEDDED_E2E_PG_PORT || 54331),
    preferLocalServer: true,
  })
  const database = `tryb_e2e_${Date.now()}_${process.pid}`
  await createDatabase(server, database)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: server.urlFor(database),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SEED_PASSWORD: process.env.E2E_PASSWORD || randomBytes(12).toString('base64url'),
    SITE_URL: baseUrl,
    PORT: String(port),
    MAIL_DIR: await mkdtemp(path.join(os.tmpdir(), 'tryb-e2e-mail-')),
    UPLOADS_DIR: await mkdtemp(path.join(os.tmpdir(), 'tryb-e2e-uploads-')),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  env.E2E_PASSWORD = env.SEED_PASSWORD
  env.E2E_BASE_URL = baseUrl

  let app: ReturnType<typeof startServer> | undefined
  try {
    const prepared = await runCommand(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts', '--seed'], { env })
    if (prepared !== 0) return prepared

    const next = require.resolve('next/dist/bin/next')
    if (!process.env.E2E_SKIP_BUILD || !existsSync(path.join('.next', 'BUILD_ID'))) {
      const built = await runCommand(process.execPath, [next, 'build'], { env })
      if (built !== 0) return built
    }
    app = startServer(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
      env: { ...env, NODE_ENV: 'production' },
    })
    await waitForUrl(`${baseUrl}/api/health`)
    return await runCommand(process.execPath, [require.resolve('@playwright/test/cli'), 'test', ...process.argv.slice(2)], { env })
  } finally {
    await app?.stop()
    await dropDatabase(server, database).catch(() => {})
    await server.stop()
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('[e2e]', error instanceof Error ? error.message : error)
    process.exit(1)
  })
