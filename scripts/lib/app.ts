import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { createDatabase, dropDatabase, resolveDatabaseServer } from './database'
import { startMailCatcher } from './mailCatcher'
import { freePort, runCommand, startServer, typescriptEntry, waitForUrl } from './processes'
import { productionServerArgs } from './productionServer'

const require = createRequire(import.meta.url)

/** A step (seed, build) exited non-zero; its own output already says why. */
export class StepFailedError extends Error {
  constructor(
    readonly step: string,
    readonly exitCode: number,
  ) {
    super(`${step} a échoué (code ${exitCode})`)
  }
}

export type SeededApp = {
  /** `http://127.0.0.1:<port>`, answering /api/health. */
  baseUrl: string
  /** The app's environment (DATABASE_URL, SEED_PASSWORD, MAIL_DIR, …), for the tools run against it. */
  env: NodeJS.ProcessEnv
  /** Stops the server, drops the database and stops an embedded PostgreSQL. */
  stop: () => Promise<void>
}

/**
 * A fresh database (migrated and seeded with a known password), a production build served by
 * `scripts/server.ts` on 127.0.0.1 only. `name` keeps runs apart: database `tryb_<name>_…`, embedded
 * PostgreSQL under `.data/pg-<name>`. With `skipBuild`, an existing .next build is reused.
 * Throws StepFailedError when seeding or building fails, having cleaned up.
 */
export async function startSeededApp(options: {
  name: string
  embeddedPort: number
  skipBuild: boolean
  seedPassword?: string
  /** Deliver e-mail over SMTP to a test server that files it in MAIL_DIR (else the app writes the files). */
  smtp?: boolean
  /**
   * Believe the X-Forwarded-For that clients on 127.0.0.1 send, as behind a proxy there: the
   * end-to-end tests play many people on many machines from one, each signed-in browser with an
   * address of its own (`tests/e2e/helpers/session.ts`), so the per-client limits count each
   * person, not the whole suite as one client.
   */
  trustLoopbackProxy?: boolean
}): Promise<SeededApp> {
  const server = await resolveDatabaseServer({
    embeddedDir: path.resolve('.data', `pg-${options.name}`),
    embeddedPort: options.embeddedPort,
    preferLocalServer: true,
  })
  const database = `tryb_${options.name}_${Date.now()}_${process.pid}`
  let app: ReturnType<typeof startServer> | undefined
  let mail: Awaited<ReturnType<typeof startMailCatcher>> | undefined
  let databaseCreated = false
  const stop = async () => {
    await app?.stop()
    await mail?.stop()
    if (databaseCreated) await dropDatabase(server, database).catch(() => {})
    await server.stop()
  }

  try {
    await createDatabase(server, database)
    databaseCreated = true
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: server.urlFor(database),
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SEED_PASSWORD: options.seedPassword || randomBytes(12).toString('base64url'),
      SITE_URL: baseUrl,
      PORT: String(port),
      MAIL_DIR: await mkdtemp(path.join(os.tmpdir(), `tryb-${options.name}-mail-`)),
      UPLOADS_DIR: await mkdtemp(path.join(os.tmpdir(), `tryb-${options.name}-uploads-`)),
      NEXT_TELEMETRY_DISABLED: '1',
      ...(options.trustLoopbackProxy ? { TRUSTED_PROXIES: '127.0.0.1' } : {}),
    }
    if (options.smtp) {
      mail = await startMailCatcher(env.MAIL_DIR!)
      env.SMTP_URL = mail.url
    }

    const prepared = await runCommand(process.execPath, typescriptEntry('scripts/prepare.ts', '--seed'), { env })
    if (prepared !== 0) throw new StepFailedError('scripts/prepare.ts --seed', prepared)

    const next = require.resolve('next/dist/bin/next')
    if (!options.skipBuild || !existsSync(path.join('.next', 'BUILD_ID'))) {
      const built = await runCommand(process.execPath, [next, 'build'], { env })
      if (built !== 0) throw new StepFailedError('next build', built)
    } else {
      // A reused build keeps what earlier servers cached on disk (pages rendered on their first
      // visit, `unstable_cache` data) from their own databases: a project page would show another
      // run's image files. This database is new, so is its cache.
      await rm(path.join('.next', 'server', 'route-cache'), { recursive: true, force: true })
      await rm(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
    }
    app = startServer(process.execPath, productionServerArgs('127.0.0.1', port), {
      env: { ...env, NODE_ENV: 'production' },
    })
    await waitForUrl(`${baseUrl}/api/health`)
    return { baseUrl, env, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * The app a benchmark measures: `startSeededApp` with the benches' settings (`BENCH_SKIP_BUILD`
 * reuses `.next`, `EMBEDDED_BENCH_PG_PORT` overrides `embeddedPort`). A step that failed gives
 * its exit code, for the bench to end with.
 */
export async function startBenchApp(name: string, embeddedPort: number): Promise<SeededApp | { exitCode: number }> {
  try {
    return await startSeededApp({
      name,
      embeddedPort: Number(process.env.EMBEDDED_BENCH_PG_PORT || embeddedPort),
      skipBuild: Boolean(process.env.BENCH_SKIP_BUILD),
    })
  } catch (error) {
    if (error instanceof StepFailedError) return { exitCode: error.exitCode }
    throw error
  }
}
