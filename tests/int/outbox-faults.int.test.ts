import { spawn, type ChildProcess } from 'node:child_process'

import { sql } from 'drizzle-orm'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'
import { queueEmail } from '@/email/queueEmail'
import { recoverStuckJobs } from '@/jobs/recoverStuckJobs'
import { listFailedEmails, resendFailedEmail } from '@/outbox/failedEmails'

import { startSmtpServer, type SmtpStage, type TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * Every queued message is delivered once, whatever happens to the runner or the mail server. A
 * runner is killed (SIGKILL) while its SMTP server stalls at each stage; a server cuts the
 * connection at each stage. Before the whole message went out, the outbox recovers and the message
 * arrives once, with the Message-ID it was given when queued. After it (the server may hold it),
 * the message is shown to the admins as uncertain and not resent until one of them decides.
 */

let payload: Payload
let smtp: TestSmtpServer
let stalling: TestSmtpServer

setUpTestPayload({ smtp: true }, (started) => ({ payload, smtp } = started))

beforeAll(async () => {
  stalling = await startSmtpServer()
})

afterAll(() => stalling?.stop())

async function queue(subject: string) {
  await queueEmail(await createLocalReq({}, payload), {
    to: 'membre@exemple.fr',
    subject,
    text: `Message « ${subject} »`,
  })
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    limit: 0,
  })
  const job = docs.find((candidate) => (candidate.input as { subject?: string }).subject === subject)!
  return { id: job.id, messageId: (job.input as { messageId: string }).messageId }
}

const deliveredWith = (subject: string) => smtp.messages.filter((message) => message.subject === subject)

/**
 * Starts a runner process sending to the stalling server. Started directly (not through
 * scripts/ts.mjs) so that `kill -9` reaches it; one whose module loading stalled (exit code 13,
 * see scripts/ts.mjs) is started again.
 */
function startRunner() {
  let child: ChildProcess
  let ended: () => void
  const exited = new Promise<void>((resolve) => (ended = resolve))
  const start = () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'tests/int/helpers/jobWorker.ts'], {
      env: { ...process.env, SMTP_URL: stalling.url, TRYB_DISABLE_JOB_AUTORUN: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.once('exit', (code) => (code === 13 ? start() : ended()))
  }
  start()
  return { kill: (signal: NodeJS.Signals) => child.kill(signal), exited }
}

/** Minutes later (the stuck-job delay, made to pass here): the next run recovers it. */
async function recoverLater(id: number | string) {
  await payload.db.drizzle.execute(
    sql`update payload_jobs set updated_at = now() - interval '6 minutes' where id = ${id}`,
  )
  expect(await recoverStuckJobs(payload)).toBeGreaterThanOrEqual(1)
}

/** The message is on /admin/envois as uncertain; an admin's "Renvoyer" delivers it once more. */
async function expectUncertainThenResent(id: number | string, subject: string, messageId: string) {
  const listed = (await listFailedEmails(payload)).find((email) => email.id === Number(id))
  expect(listed).toMatchObject({ subject, uncertain: true, lastError: OUTBOX_MESSAGES.uncertainError })
  await payload.jobs.run({ silent: true })
  expect(deliveredWith(subject)).toHaveLength(0)
  expect((await resendFailedEmail(payload, Number(id))).ok).toBe(true)
  await payload.jobs.run()
  const message = await smtp.waitFor((received) => received.subject === subject)
  expect(message.messageId).toBe(messageId)
  expect(deliveredWith(subject)).toHaveLength(1)
}

describe('a runner killed in the middle of a delivery', () => {
  it.each<SmtpStage>(['connect', 'mail'])(
    'stalled at %s, then killed: recovered and delivered once, same Message-ID',
    async (stage) => {
      const subject = `Tué pendant ${stage}`
      const { id, messageId } = await queue(subject)
      const { reached } = stalling.misbehaveNext(stage, 'stall')
      const runner = startRunner()
      await reached
      runner.kill('SIGKILL')
      await runner.exited

      const [left] = (
        await payload.db.drizzle.execute(sql`select processing, completed_at from payload_jobs where id = ${id}`)
      ).rows as { processing: boolean; completed_at: string | null }[]
      expect(left).toEqual({ processing: true, completed_at: null })
      await payload.jobs.run()
      expect(deliveredWith(subject)).toHaveLength(0)

      await recoverLater(id)
      await payload.jobs.run()
      const message = await smtp.waitFor((received) => received.subject === subject)
      expect(message.messageId).toBe(messageId)
      await payload.jobs.run()
      expect(deliveredWith(subject)).toHaveLength(1)
    },
    60_000,
  )

  it('killed once the whole message was sent, before the server answered: uncertain, not resent blind', async () => {
    const subject = 'Tué avant la réponse du serveur'
    const { id, messageId } = await queue(subject)
    const { reached } = stalling.misbehaveNext('data', 'stall')
    const runner = startRunner()
    await reached
    runner.kill('SIGKILL')
    await runner.exited

    await recoverLater(id)
    await expectUncertainThenResent(id, subject, messageId)
  }, 60_000)
})

describe('a mail server that cuts the connection', () => {
  it.each<SmtpStage>(['connect', 'mail'])(
    'at %s: the attempt fails, the retry delivers it once',
    async (stage) => {
      const subject = `Coupé pendant ${stage}`
      const { id, messageId } = await queue(subject)
      smtp.misbehaveNext(stage, 'drop')
      await payload.jobs.run({ silent: true })
      expect(deliveredWith(subject)).toHaveLength(0)
      const failed = await payload.findByID({ collection: 'payload-jobs', id, depth: 0 })
      expect(failed.totalTried).toBe(1)
      expect(failed.completedAt).toBeFalsy()

      await payload.update({
        collection: 'payload-jobs',
        id,
        data: { waitUntil: new Date(Date.now() - 1_000).toISOString() },
      })
      await payload.jobs.run()
      const message = await smtp.waitFor((received) => received.subject === subject)
      expect(message.messageId).toBe(messageId)
      expect(deliveredWith(subject)).toHaveLength(1)
    },
    60_000,
  )

  it('once the whole message is in, before its answer: uncertain, no automatic retry', async () => {
    const subject = 'Coupé avant la réponse du serveur'
    const { id, messageId } = await queue(subject)
    smtp.misbehaveNext('data', 'drop')
    await payload.jobs.run({ silent: true })
    expect(deliveredWith(subject)).toHaveLength(0)
    await expectUncertainThenResent(id, subject, messageId)
  }, 60_000)
})

describe('a mail server that stalls', () => {
  it('fails that attempt within seconds while the other messages go out', async () => {
    const subjects = ['Bloqué ou pas (1)', 'Bloqué ou pas (2)']
    const jobs = [await queue(subjects[0]), await queue(subjects[1])]
    const { reached } = smtp.misbehaveNext('connect', 'stall')
    const started = Date.now()
    const run = payload.jobs.run({ silent: true })
    await reached
    // One session hangs; the other message is delivered meanwhile, in well under the timeout.
    const delivered = await smtp.waitFor((received) => subjects.includes(received.subject ?? ''), 5_000)
    expect(Date.now() - started).toBeLessThan(5_000)
    await run
    expect(Date.now() - started).toBeLessThan(20_000)
    const stalledIndex = subjects.findIndex((subject) => subject !== delivered.subject)
    const stalled = await payload.findByID({ collection: 'payload-jobs', id: jobs[stalledIndex].id, depth: 0 })
    expect(stalled.completedAt).toBeFalsy()
    expect(stalled.totalTried).toBe(1)
    expect(JSON.stringify(stalled.log)).toMatch(/timeout|Greeting never received/i)
  }, 60_000)
})

describe('the other jobs with side effects', () => {
  it.each(['semesterCheck', 'heroImageCleanup', 'unusedUploadsCleanup'] as const)(
    'a %s job cut off mid-run is run again, and completes',
    async (task) => {
      const job = await payload.jobs.queue({ task, input: {} })
      await payload.db.drizzle.execute(
        sql`update payload_jobs set processing = true, updated_at = now() - interval '6 minutes' where id = ${job.id}`,
      )
      await payload.jobs.run({ silent: true })
      expect((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).completedAt).toBeFalsy()
      expect(await recoverStuckJobs(payload)).toBeGreaterThanOrEqual(1)
      await payload.jobs.run({ silent: true })
      expect((await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })).completedAt).toBeTruthy()
    },
    60_000,
  )
})
