import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, openSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { createDatabase, dropDatabase, resolveDatabaseServer } from './database'
import { startMailCatcher } from './mailCatcher'
import { forgetNextDataCache } from './nextCache'
import { freePort, runCommand, startServer, typescriptEntry, waitForUrl } from './processes'
import { productionServerArgs } from './productionServer'
import { isStrongEnough } from '../../src/domain/auth/passwords'

const require = createRequire(import.meta.url)

/** Written once the build is complete; `npm test` starts the cluster stage when it appears. */

/**
 * The seeded accounts' password, which tests also give newcomers who sign up: drawn until the
 * site's own rule accepts it (a letter and a digit). Base64 without a digit was refused at
 * /signup: about one run in fifteen draws none.
 */
function strongRandomPassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url')
    if (isStrongEnough(candidate)) return candidate
  }
}

export const BUILT_FOR = path.join('.next', 'tryb-site-url')

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
  baseUrl: string
  /** The app's environment (DATABASE_URL, SEED_PASSWORD, MAIL_DIR, …), for the tools run against it. */
  env: NodeJS.ProcessEnv
  stop: () => Promise<void>
}

type SeededAppOptions = {
  name: string
  embeddedPort: number
  skipBuild: boolean
  /** Awaited just before building (`npm test`: until the type check, which reads .next/types, is over). */
  beforeBuild?: () => Promise<void>
  seedPassword?: string
  /** Deliver e-mail over SMTP to a test server that files it in MAIL_DIR (else the app writes the files). */
  smtp?: boolean
  /** A folder where each server writes what it prints (`server-<n>.log`), rather than this process's output. */
  serverLogs?: string
  /** The server's entry, if not `scripts/server.ts`: `bench:scale`'s counting server. */
  serverEntry?: string
}

/** `name` keeps runs apart; throws StepFailedError after cleaning up. */
export async function startSeededApp(options: SeededAppOptions): Promise<SeededApp> {
  const { apps, stop } = await startSeededApps({ ...options, count: 1 })
  return { ...apps[0], stop }
}

/**
 * Each server runs in its own folder with a copy of the build, since a server writes its cache into the build folder.
 */
export async function startSeededApps(
  options: SeededAppOptions & { count: number },
): Promise<{ apps: Omit<SeededApp, 'stop'>[]; stop: () => Promise<void> }> {
  const server = await resolveDatabaseServer({
    embeddedDir: path.resolve('.data', `pg-${options.name}`),
    embeddedPort: options.embeddedPort,
    preferLocalServer: true,
  })
  const runId = `${Date.now()}_${process.pid}`
  const databases: string[] = []
  const servers: ReturnType<typeof startServer>[] = []
  const mailboxes: Awaited<ReturnType<typeof startMailCatcher>>[] = []
  const stop = async () => {
    await Promise.all(servers.map((app) => app.stop()))
    await Promise.all(mailboxes.map((mail) => mail.stop()))
    for (const database of databases) await dropDatabase(server, database).catch(() => {})
    await server.stop()
  }

  try {
    const shared = {
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SEED_PASSWORD: options.seedPassword || strongRandomPassword(),
      NEXT_TELEMETRY_DISABLED: '1',
    }
    const envs: NodeJS.ProcessEnv[] = []
    for (let index = 0; index < options.count; index++) {
      const database = `tryb_${options.name}_${runId}${index ? `_${index}` : ''}`
      const port = await freePort()
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...shared,
        DATABASE_URL: server.urlFor(database),
        SITE_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        MAIL_DIR: await mkdtemp(path.join(os.tmpdir(), `tryb-${options.name}-mail-`)),
        UPLOADS_DIR: await mkdtemp(path.join(os.tmpdir(), `tryb-${options.name}-uploads-`)),
      }
      if (options.smtp) {
        const mail = await startMailCatcher(env.MAIL_DIR!)
        mailboxes.push(mail)
        env.SMTP_URL = mail.url
      }
      envs.push(env)
    }
    const [first, ...others] = envs

    const firstDatabase = new URL(first.DATABASE_URL!).pathname.slice(1)
    await createDatabase(server, firstDatabase)
    databases.push(firstDatabase)
    const prepared = await runCommand(process.execPath, typescriptEntry('scripts/prepare.ts', '--seed'), {
      env: first,
    })
    if (prepared !== 0) throw new StepFailedError('scripts/prepare.ts --seed', prepared)
    // The others start as copies of the seeded one: its rows and its uploaded files.
    for (const env of others) {
      const database = new URL(env.DATABASE_URL!).pathname.slice(1)
      await createDatabase(server, database, firstDatabase)
      databases.push(database)
      await cp(first.UPLOADS_DIR!, env.UPLOADS_DIR!, { recursive: true })
    }

    const next = require.resolve('next/dist/bin/next')
    // This database is new: nothing an earlier one left in Next's data cache may serve it.
    await forgetNextDataCache()
    if (!options.skipBuild || !existsSync(path.join('.next', 'BUILD_ID'))) {
      await options.beforeBuild?.()
      const built = await runCommand(process.execPath, [next, 'build'], { env: first })
      if (built !== 0) throw new StepFailedError('next build', built)
      await writeFile(BUILT_FOR, first.SITE_URL!)
    } else {
      // A reused build keeps pages cached from earlier databases; this database is new, so is its cache.
      await rm(path.join('.next', 'server', 'route-cache'), { recursive: true, force: true })
    }

    const builtFor = await readFile(BUILT_FOR, 'utf8').catch(() => first.SITE_URL!)
    for (const [index, env] of envs.entries()) {
      const cwd =
        options.count > 1
          ? await buildCopy(path.resolve('.data', `${options.name}-servers`, String(index)), builtFor, env.SITE_URL!)
          : '.'
      const log = options.serverLogs ? openSync(path.join(options.serverLogs, `server-${index}.log`), 'a') : null
      servers.push(
        startServer(process.execPath, productionServerArgs('127.0.0.1', env.PORT!, options.serverEntry), {
          env: { ...env, NODE_ENV: 'production' },
          cwd,
          ...(log === null ? {} : { stdio: ['ignore', log, log] }),
        }),
      )
      if (log !== null) closeSync(log)
    }
    await Promise.all(envs.map((env) => waitForUrl(`${env.SITE_URL}/api/health`)))
    return { apps: envs.map((env) => ({ baseUrl: env.SITE_URL!, env })), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Pages rendered for another address are left out of the copy, so this server renders them again with its own. */
export async function buildCopy(folder: string, builtFor: string, servedAt: string): Promise<string> {
  await rm(folder, { recursive: true, force: true })
  await mkdir(folder, { recursive: true })
  for (const entry of await readdir('.')) {
    if (entry === '.next' || entry === '.data' || entry === '.git') continue
    await symlink(path.resolve(entry), path.join(folder, entry))
  }
  const build = path.resolve('.next')
  const caches = [path.join(build, 'cache'), path.join(build, 'server', 'route-cache')]
  const renderedPages = path.join(build, 'server', 'app') + path.sep
  const keep = async (source: string) => {
    if (caches.some((cache) => source === cache || source.startsWith(`${cache}${path.sep}`))) return false
    if (builtFor === servedAt || !source.startsWith(renderedPages) || !/\.(html|rsc|body|meta)$/.test(source))
      return true
    return !(await readFile(source, 'utf8')).includes(builtFor)
  }
  await cp(build, path.join(folder, '.next'), { recursive: true, filter: keep })
  return folder
}

export async function startBenchApp(
  name: string,
  embeddedPort: number,
  serverEntry?: string,
): Promise<SeededApp | { exitCode: number }> {
  try {
    return await startSeededApp({
      name,
      embeddedPort: Number(process.env.EMBEDDED_BENCH_PG_PORT || embeddedPort),
      skipBuild: Boolean(process.env.BENCH_SKIP_BUILD),
      serverEntry,
    })
  } catch (error) {
    if (error instanceof StepFailedError) return { exitCode: error.exitCode }
    throw error
  }
}
