import { spawn, type ChildProcess } from 'node:child_process'

import { sql } from 'drizzle-orm'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueEmail } from '@/email/queueEmail'
import { recoverStuckJobs } from '@/jobs/recoverStuckJobs'

import { startSmtpServer, type SmtpStage, type TestSmtpServer } from './helpers/smtpServer'
import { startTestPayloadWithSmtp, stopTestPayloadWithSmtp } from './helpers/testPayload'

/**
 * Every queued message is delivered once, whatever happens to the runner or the mail
 * server. A runner is killed (SIGKILL) while its SMTP server stalls at each stage; a server cuts
 * the connection at each stage. Then the outbox recovers and the message arrives once, with the
 * Message-ID it was given when queued.
 */

let payload: Payload
let smtp: TestSmtpServer
let stalling: TestSmtpServer

beforeAll(async () => {
  ;({ payload, smtp } = await startTestPayloadWithSmtp())
  stalling = await startSmtpServer()
})

afterAll(async () => {
  await stalling.stop()
  await stopTestPayloadWithSmtp({ payload, smtp })
})

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

describe('a runner killed in the middle of a delivery', () => {
  it.each<SmtpStage>(['connect', 'mail', 'data'])(
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

      // Minutes later (the stuck-job delay, made to pass here): the next run recovers it.
      await payload.db.drizzle.execute(
        sql`update payload_jobs set updated_at = now() - interval '6 minutes' where id = ${id}`,
      )
      expect(await recoverStuckJobs(payload)).toBeGreaterThanOrEqual(1)
      await payload.jobs.run()
      const message = await smtp.waitFor((received) => received.subject === subject)
      expect(message.messageId).toBe(messageId)
      await payload.jobs.run()
      expect(deliveredWith(subject)).toHaveLength(1)
    },
    60_000,
  )
})

describe('a mail server that cuts the connection', () => {
  it.each<SmtpStage>(['connect', 'mail', 'data'])(
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
