import { existsSync, openSync } from 'node:fs'
import { mkdir, mkdtemp, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { buildCopy, BUILT_FOR } from '../../scripts/lib/app'
import { createDatabase, dropDatabase, startEmbeddedPostgres } from '../../scripts/lib/database'
import { startNginx } from '../../scripts/lib/nginx'
import { startPgBouncer } from '../../scripts/lib/pgbouncer'
import { freePort, runCommand, startServer, typescriptEntry, waitForUrl } from '../../scripts/lib/processes'
import { startRedis } from '../../scripts/lib/redis'
import { startS3Server } from '../../scripts/lib/s3server'

const require = createRequire(import.meta.url)

/** The address the proxy reaches the app servers from: the only one they believe X-Forwarded-For from. */
export const PROXY_ADDRESS = '127.0.0.2'

export type ClusterContext = {
  /** The two app servers, `http://127.0.0.1:<port>`, sharing one database, one Redis, one build. */
  servers: [string, string]
  /** nginx running `deploy/nginx/tryb.conf` in front of both (and of a third server that is down). */
  proxy: string
  /** What the servers run with: DATABASE_URL (through PgBouncer), REDIS_URL, S3_*, PAYLOAD_SECRET, SEED_PASSWORD… */
  env: NodeJS.ProcessEnv
  /** The cluster's database on PostgreSQL itself, not through PgBouncer. */
  directDatabaseUrl: string
  /** `POST <control>/postgres/restart?downMs=N`: stops the cluster's PostgreSQL for N ms; answers once it is back. */
  control: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterContext
  }
}

/** What a test may ask the setup for: it owns the processes. */
type ControlActions = {
  restartPostgres: (downMs: number) => Promise<void>
  restartServer: (index: number) => Promise<void>
}

/**
 * The setup owns the processes; a test asks it, over HTTP on 127.0.0.1, for an outage
 * (`POST /postgres/restart?downMs=N`) or a server's restart (`POST /servers/A/restart`).
 * Answers once it is done.
 */
async function startControl(actions: ControlActions) {
  const port = await freePort()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const serverRestart = /^\/servers\/([AB])\/restart$/.exec(url.pathname)
    const action =
      request.method !== 'POST'
        ? null
        : url.pathname === '/postgres/restart'
          ? () => actions.restartPostgres(Number(url.searchParams.get('downMs') || 10_000))
          : serverRestart
            ? () => actions.restartServer('AB'.indexOf(serverRestart[1]))
            : null
    if (!action) {
      response.writeHead(404).end()
      return
    }
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * The several-machines cluster on 127.0.0.1: a PostgreSQL of its own (embedded, so a test can
 * restart it) behind PgBouncer in transaction mode, a Redis, an S3-compatible store for uploads,
 * two app servers of one production build (made here when `.next` has none, e.g. reused from the
 * end-to-end stage) started at once on an empty database — both migrate and seed at start, under
 * the preparation's lock — and nginx with `deploy/nginx/tryb.conf` in front. Web servers only queue
 * jobs; tests start their own workers.
 */
export default async function setup(project: TestProject) {
  const logs = path.resolve('.data', 'test-results', 'cluster')
  await mkdir(logs, { recursive: true })
  const postgres = await startEmbeddedPostgres(
    path.resolve('.data', 'pg-cluster'),
    Number(process.env.EMBEDDED_CLUSTER_PG_PORT || (await freePort())),
  )
  const name = `tryb_cluster_${Date.now()}_${process.pid}`
  const stops: (() => Promise<void>)[] = [() => postgres.stop()]
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined)
  }
  try {
    await createDatabase(postgres, name)
    stops.push(() => dropDatabase(postgres, name))
    const pgbouncer = await startPgBouncer(postgres.adminUrl, path.join(logs, 'pgbouncer.log'))
    stops.push(pgbouncer.stop)
    const redis = await startRedis()
    stops.push(redis.stop)
    // The uploads' bucket, on a local S3-compatible server in a process of its own.
    const s3 = await startS3Server({ bucket: 'tryb-cluster' })
    stops.push(s3.stop)
    const ports = [await freePort(), await freePort()]
    const running: ReturnType<typeof startServer>[] = []
    const control = await startControl({
      restartPostgres: (downMs) => postgres.restart(downMs),
      restartServer: async (index) => {
        await running[index].stop()
        running[index] = startAppServer(index, 'a')
        await waitForUrl(`http://127.0.0.1:${ports[index]}/api/health`, 240_000)
      },
    })
    stops.push(control.stop)
    // A third server in the proxy's list that never answers: the proxy's passive health checks
    // keep every request answered (tests/cluster/proxy.cluster.test.ts).
    const downPort = await freePort()
    const proxy = await startNginx({
      upstreams: [...ports, downPort].map((port) => `127.0.0.1:${port}`),
      bindAddress: PROXY_ADDRESS,
      logDir: logs,
    })
    stops.push(proxy.stop)

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: pgbouncer.urlFor(name),
      REDIS_URL: redis.url,
      PAYLOAD_SECRET: `cluster-${Date.now()}-secret`,
      SEED_PASSWORD: 'Grappe-de-serveurs-2026!',
      SITE_URL: proxy.url,
      TRUSTED_PROXIES: PROXY_ADDRESS,
      ...s3.env,
      MAIL_DIR: await mkdtemp(path.join(os.tmpdir(), 'tryb-cluster-mail-')),
      TRYB_DISABLE_JOB_AUTORUN: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
      // A killed worker's delivery lease runs out, and a failed attempt is retried, within seconds
      // rather than minutes (src/outbox/timings.ts): the same steps, shorter waits.
      TRYB_OUTBOX_LEASE_SECONDS: '20',
      TRYB_OUTBOX_RETRY_DELAY_MS: '5000',
      // Workers take due jobs every 2 s instead of 10 (src/jobs/autoRunCron.ts).
      TRYB_JOBS_RUN_EVERY_SECONDS: '2',
    }
    if (!existsSync(path.join('.next', 'BUILD_ID'))) {
      const built = await runCommand(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
        env: { ...env, DATABASE_URL: postgres.urlFor(name) },
      })
      if (built !== 0) throw new Error(`next build a échoué (code ${built})`)
    }
    // The servers run in a copy of the build (without its caches), so that what they write there
    // stays theirs while the end-to-end stage's servers run beside them (`npm test`).
    const builtFor = await readFile(BUILT_FOR, 'utf8').catch(() => '')
    const cwd = await buildCopy(path.resolve('.data', 'cluster-server'), builtFor, builtFor)
    // Both servers as `npm start` runs them, at the same moment, on a database with every
    // migration pending. Each one's output goes to a file of its own, read when a test fails.
    const startAppServer = (index: number, flags: 'w' | 'a') => {
      const log = openSync(path.join(logs, `server-${'AB'[index]}.log`), flags)
      return startServer(process.execPath, typescriptEntry('scripts/run.ts', 'start'), {
        env: { ...env, HOST: '127.0.0.1', PORT: String(ports[index]) },
        stdio: ['ignore', log, log],
        cwd,
      })
    }
    running.push(startAppServer(0, 'w'), startAppServer(1, 'w'))
    stops.push(async () => {
      await Promise.all(running.map((server) => server.stop()))
    })
    const urls = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string]
    await Promise.all(urls.map((url) => waitForUrl(`${url}/api/health`, 240_000)))
    project.provide('cluster', {
      servers: urls,
      proxy: proxy.url,
      env,
      directDatabaseUrl: postgres.urlFor(name),
      control: control.url,
    })
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
