import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'

import { createDatabase, serverFromUrl } from '../../../scripts/lib/database'
import { closePayload } from '@/db/closePayload'

import { createActors, type Actors } from './actors'
import { startSmtpServer, type TestSmtpServer } from './smtpServer'

/**
 * Boots Payload for one test file on its own copy of the migrated template database and in its own
 * uploads folder, so files never see each other's rows or files (the restore drill lists, deletes
 * and restores every stored file: another file's uploads appearing mid-drill failed it on CI). Pass `smtpUrl` to send e-mail to a test SMTP server.
 */
export async function startTestPayload(options: { smtpUrl?: string } = {}): Promise<Payload> {
  const { adminUrl, template, uploadsDir } = inject('testDatabase')
  const name = `${template}_${randomBytes(4).toString('hex')}`
  const server = serverFromUrl(adminUrl)
  await createDatabase(server, name, template)

  process.env.DATABASE_URL = server.urlFor(name)
  process.env.UPLOADS_DIR = path.join(uploadsDir, name)
  process.env.TRYB_DISABLE_JOB_AUTORUN = 'true'
  if (options.smtpUrl) process.env.SMTP_URL = options.smtpUrl
  else delete process.env.SMTP_URL

  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

export const stopTestPayload = (payload: Payload | undefined) => (payload ? closePayload(payload) : Promise.resolve())

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
