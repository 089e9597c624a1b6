import { randomBytes } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'
import type { PoolClient } from 'pg'
import { inject } from 'vitest'

import { createDatabase, dropDatabase, serverFromUrl } from '../../../scripts/lib/database'
import { closePayload } from '@/db/closePayload'

import { createActors, type Actors } from './actors'
import { startSmtpServer, type TestSmtpServer } from './smtpServer'

/**
 * Each test file gets its own copy of the migrated template database, so files never see each
 * other's rows. Booting Payload (importing the whole config) is most of a small file's time, so
 * a test process boots it once: where the files of a process share their modules (the `int`
 * project, run by `npm test` with processes reused from file to file), the next file finds it
 * booted and moves it onto its own fresh database and its own mail transport. A file whose
 * modules are its own (the `int-own` project) boots a Payload of its own and closes it.
 */
let booted: Payload | undefined
/** The database of the file running now in this process, dropped when it stops. */
let current: string | undefined

async function freshDatabase(): Promise<string> {
  const { adminUrl, template, uploadsDir } = inject('testDatabase')
  const name = `${template}_${randomBytes(4).toString('hex')}`
  const server = serverFromUrl(adminUrl)
  await createDatabase(server, name, template)
  current = name
  process.env.DATABASE_URL = server.urlFor(name)
  process.env.UPLOADS_DIR = uploadsDir
  process.env.TRYB_DISABLE_JOB_AUTORUN = 'true'
  return process.env.DATABASE_URL
}

type PoolInternals = { _clients: PoolClient[]; _idle: Array<{ client: PoolClient }> }

/**
 * Moves a booted Payload onto another database: its pool is ended once the last file's queries
 * are over (the adapter's own reconnect client aside), then the adapter connects again.
 */
async function moveToDatabase(payload: Payload, url: string) {
  const adapter = payload.db as unknown as PostgresAdapter & { poolOptions: { connectionString?: string } }
  const pool = adapter.pool
  if (pool) {
    const internals = pool as unknown as PoolInternals
    const busy = () => internals._clients.filter((client) => !internals._idle.some((idle) => idle.client === client))
    const deadline = Date.now() + 10_000
    while (busy().length > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    for (const client of busy()) client.release()
    await pool.end()
  }
  adapter.pool = undefined as unknown as typeof adapter.pool
  adapter.poolOptions.connectionString = url
  await adapter.connect!()
}

/**
 * Payload on a fresh copy of the migrated template database. Pass `smtpUrl` to send e-mail to a
 * test SMTP server (else the app writes .eml files).
 */
export async function startTestPayload(options: { smtpUrl?: string } = {}): Promise<Payload> {
  if (options.smtpUrl) process.env.SMTP_URL = options.smtpUrl
  else delete process.env.SMTP_URL
  const url = await freshDatabase()
  if (!booted) {
    const { default: config } = await import('@payload-config')
    booted = await getPayload({ config })
    return booted
  }
  await moveToDatabase(booted, url)
  // The mail transport is chosen from SMTP_URL when the adapter is made: made again for this file.
  // (Imported here: the adapter module reads MAIL_DIR when it loads, after a file has set it.)
  const { outboxEmailAdapter } = await import('@/email/adapter')
  booted.email = (await outboxEmailAdapter())({ payload: booted })
  return booted
}

/**
 * Ends a file's use of Payload: its database is dropped. Where the next file of this process
 * shares this one's modules, Payload stays booted for it; otherwise it is closed.
 */
export async function stopTestPayload(payload: Payload | undefined) {
  if (!payload) return
  if (!sharesModules()) {
    booted = undefined
    await closePayload(payload)
    // Payload keeps the instance it booted on `global`, which outlives this file's modules:
    // the next file of this process must not be handed a closed one.
    ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
  }
  const database = current
  current = undefined
  if (database && !sharesModules()) await dropDatabase(serverFromUrl(inject('testDatabase').adminUrl), database)
}

/** Whether this file's modules stay loaded for the next file in this process (the `int` project). */
const sharesModules = () => process.env.TRYB_TEST_SHARED_MODULES === 'true'

/**
 * For files that read what a mailbox receives: a test SMTP server, and Payload sending to it.
 * Start it in `beforeAll` as `;({ payload, smtp } = await startTestPayloadWithSmtp())`.
 */
export async function startTestPayloadWithSmtp(): Promise<{ payload: Payload; smtp: TestSmtpServer }> {
  const smtp = await startSmtpServer()
  try {
    return { payload: await startTestPayload({ smtpUrl: smtp.url }), smtp }
  } catch (error) {
    await smtp.stop()
    throw error
  }
}

/** Stops what `startTestPayloadWithSmtp` started, whatever part of it did start. */
export async function stopTestPayloadWithSmtp({ payload, smtp }: { payload?: Payload; smtp?: TestSmtpServer }) {
  await stopTestPayload(payload)
  await smtp?.stop()
}

/**
 * The set-up most integration files share: Payload on a fresh database with one account of every
 * kind (`createActors`), and, with `smtp`, a test SMTP server it sends to. Stop it with
 * `stopTestPayloadWithSmtp`.
 */
export async function startTestPayloadWithActors(): Promise<{ payload: Payload; actors: Actors }>
export async function startTestPayloadWithActors(options: {
  smtp: true
}): Promise<{ payload: Payload; actors: Actors; smtp: TestSmtpServer }>
export async function startTestPayloadWithActors(options: { smtp?: boolean } = {}) {
  const started = options.smtp ? await startTestPayloadWithSmtp() : { payload: await startTestPayload() }
  return { ...started, actors: await createActors(started.payload) }
}
