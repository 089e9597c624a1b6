import { spawn } from 'node:child_process'
import { existsSync, openSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createDatabase, dropDatabase, resolveDatabaseServer } from '../../scripts/lib/database'
import { freePort, runCommand, startServer, waitForUrl } from '../../scripts/lib/processes'

const require = createRequire(import.meta.url)
const next = require.resolve('next/dist/bin/next')

export type ClusterContext = {
  /** The two app servers, `http://127.0.0.1:<port>`, sharing one database, one Redis, one build. */
  servers: [string, string]
  /** What the servers run with: DATABASE_URL, REDIS_URL, PAYLOAD_SECRET, SEED_PASSWORD… */
  env: NodeJS.ProcessEnv
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterContext
  }
}

/** A Redis of the cluster's own (Debian's `redis-server`), with the key-space events the shared cache needs. */
async function startRedis() {
  const port = await freePort()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tryb-cluster-redis-'))
  // Key-space events for expired and evicted keys: the shared cache handler refuses to start without them.
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir].concat([
      '--notify-keyspace-events',
      'Exe',
    ]),
    { stdio: 'ignore', detached: true },
  )
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server introuvable (paquet Debian redis-server) : ${error.message}`)),
    )
    child.once('spawn', () => resolve())
  })
  const deadline = Date.now() + 10_000
  while ((await runCommand('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' })) !== 0) {
    if (Date.now() > deadline) throw new Error(`redis-server ne répond pas sur le port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGKILL')
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Issue 16's cluster on 127.0.0.1: PostgreSQL (DATABASE_URL's server, the one on :5432, or an
 * embedded one), a Redis of its own, and two `next start` of one production build (made here
 * when `.next` has none, e.g. reused from the end-to-end stage) sharing the database and Redis.
 * Web servers only queue jobs; tests start their own workers.
 */
export default async function setup(project: TestProject) {
  const database = await resolveDatabaseServer({
    embeddedDir: path.resolve('.data', 'pg-cluster'),
    embeddedPort: Number(process.env.EMBEDDED_CLUSTER_PG_PORT || 54333),
    preferLocalServer: true,
  })
  const name = `tryb_cluster_${Date.now()}_${process.pid}`
  await createDatabase(database, name)
  const redis = await startRedis()
  const servers: ReturnType<typeof startServer>[] = []
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await redis.stop()
    await dropDatabase(database, name).catch(() => undefined)
    await database.stop()
  }
  try {
    const ports = [await freePort(), await freePort()]
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.urlFor(name),
      REDIS_URL: redis.url,
      PAYLOAD_SECRET: `cluster-${Date.now()}-secret`,
      SEED_PASSWORD: 'Grappe-de-serveurs-2026!',
      SITE_URL: `http://127.0.0.1:${ports[0]}`,
      UPLOADS_DIR: await mkdtemp(path.join(os.tmpdir(), 'tryb-cluster-uploads-')),
      MAIL_DIR: await mkdtemp(path.join(os.tmpdir(), 'tryb-cluster-mail-')),
      TRYB_DISABLE_JOB_AUTORUN: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
    }
    const prepared = await runCommand(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts', '--seed'], { env })
    if (prepared !== 0) throw new Error(`scripts/prepare.ts --seed a échoué (code ${prepared})`)
    if (!existsSync(path.join('.next', 'BUILD_ID'))) {
      const built = await runCommand(process.execPath, [next, 'build'], { env })
      if (built !== 0) throw new Error(`next build a échoué (code ${built})`)
    }
    // Each server's output goes to a file of its own, read when a test fails.
    const logs = path.resolve('.data', 'test-results', 'cluster')
    await mkdir(logs, { recursive: true })
    ports.forEach((port, index) => {
      const log = openSync(path.join(logs, `server-${'AB'[index]}.log`), 'w')
      servers.push(
        startServer(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
          env: { ...env, NODE_ENV: 'production' },
          stdio: ['ignore', log, log],
        }),
      )
    })
    const urls = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string]
    await Promise.all(urls.map((url) => waitForUrl(`${url}/api/health`)))
    project.provide('cluster', { servers: urls, env })
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
