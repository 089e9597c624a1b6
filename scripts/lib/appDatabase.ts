import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { createDatabase, databaseExists, isPortOpen, serverFromUrl, startEmbeddedPostgres } from './database'

export const EMBEDDED_DIR = path.resolve('.data', 'pg')
export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT || 54329)
export const EMBEDDED_DATABASE = 'tryb'

/**
 * Sets DATABASE_URL (and PAYLOAD_SECRET) for a process of `npm run …`: DATABASE_URL as it is, or
 * the embedded PostgreSQL of `.data/pg`, started here, or, with `reuseRunning`, the one a running
 * `npm run dev` holds (its folder cannot be opened twice). Returns what stops what was started.
 */
export async function openAppDatabase({ reuseRunning = false } = {}): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => {}
  let stop = async () => {}
  let server = serverFromUrl(`postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`)
  if (reuseRunning && (await isPortOpen(EMBEDDED_PORT))) {
    console.info(`[tryb] DATABASE_URL absent : PostgreSQL embarqué déjà démarré (port ${EMBEDDED_PORT})`)
  } else {
    console.info(`[tryb] DATABASE_URL absent : PostgreSQL embarqué (${EMBEDDED_DIR}, port ${EMBEDDED_PORT})`)
    const started = await startEmbeddedPostgres(EMBEDDED_DIR, EMBEDDED_PORT)
    server = started
    stop = started.stop
  }
  if (!(await databaseExists(server, EMBEDDED_DATABASE))) await createDatabase(server, EMBEDDED_DATABASE)
  process.env.DATABASE_URL = server.urlFor(EMBEDDED_DATABASE)
  process.env.PAYLOAD_SECRET ||= await localSecret()
  return stop
}

/** A random secret made once for this checkout and kept beside the embedded database. */
async function localSecret() {
  const file = path.resolve('.data', 'payload-secret')
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim()
  const secret = randomBytes(32).toString('hex')
  await writeFile(file, secret, { mode: 0o600 })
  return secret
}
