import { spawn, type ChildProcess } from 'node:child_process'

import { sql } from 'drizzle-orm'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { MAX_DELIVERIES_IN_FLIGHT, SMTP_TIMEOUTS } from '@/domain/email/emailRetries'
import { withTimeouts } from '@/email/adapter'
import { queueEmail } from '@/email/queueEmail'
import { recoverStuckJobs } from '@/jobs/recoverStuckJobs'
import { listFailedEmails, resendFailedEmail } from '@/outbox/failedEmails'

import type { TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * At most one copy of an e-mail, measured with the two faults that used to double them: a worker
 * killed with `kill -9` in the middle of a batch of 50 while the server takes 2 s to answer each
 * message (19 of 50 were delivered twice), and a server that answers the end of a message after
 * 45 s (the client gave up at 30 s and the retry sent it again: 3 of 3 twice).
 */

let payload: Payload
let smtp: TestSmtpServer

setUpTestPayload({ smtp: true }, (started) => ({ payload, smtp } = started))

// Before Payload stops (after-hooks run in reverse): a delivery still in flight then ends at once.
afterAll(() => smtp?.answerDataAfter(0))

async function queue(subject: string) {
  await queueEmail(await createLocalReq({}, payload), {
    to: 'membre@exemple.fr',
    subject,
    text: `Message « ${subject} »`,
  })
}

const copiesOf = (subject: string) => smtp.messages.filter((message) => message.subject === subject).length

async function waitUntil(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * `npm run worker`'s own script (its cron, its recovery, its batches of 20), started directly
 * rather than through scripts/ts.mjs so that `kill -9` reaches it; one whose module loading
 * stalled (exit code 13, see scripts/ts.mjs) is started again.
 */
function startWorker() {
  let child: ChildProcess
  let ended: () => void
  const exited = new Promise<void>((resolve) => (ended = resolve))
  const start = () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      env: process.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('exit', (code) => (code === 13 ? start() : ended()))
  }
  start()
  return { kill: (signal: NodeJS.Signals) => child.kill(signal), exited }
}

describe('a worker killed with kill -9 in the middle of a batch of 50', () => {
  it('doubles no message by itself; what was in flight is shown as uncertain, and resending it knowingly doubles at most that', async () => {
    const subjects = Array.from({ length: 50 }, (_, index) => `Lot de cinquante, n° ${index + 1}`)
    for (const subject of subjects) await queue(subject)
    smtp.answerDataAfter(2_000)
    const received = () => subjects.filter((subject) => copiesOf(subject) > 0).length

    const worker = startWorker()
    await waitUntil(() => received() >= 10, 90_000)
    worker.kill('SIGKILL')
    await worker.exited
    const receivedAtCrash = received()

    // The server is quick again; minutes later (the stuck-job delay, made to pass here), the
    // outbox recovers what the worker held and delivers the rest.
    smtp.answerDataAfter(0)
    await payload.db.drizzle.execute(
      sql`update payload_jobs set updated_at = now() - interval '6 minutes' where processing = true`,
    )
    await recoverStuckJobs(payload)
    for (let run = 0; run < 10 && received() < subjects.length; run++) {
      await payload.jobs.run({ limit: 50, silent: true })
    }

    const doubledByRecovery = subjects.filter((subject) => copiesOf(subject) > 1)
    expect(doubledByRecovery).toEqual([])
    const uncertain = (await listFailedEmails(payload)).filter(
      (email) => email.uncertain && subjects.includes(email.subject),
    )
    expect(uncertain.length).toBeLessThanOrEqual(MAX_DELIVERIES_IN_FLIGHT)
    // Every other message arrived exactly once; an uncertain one is the only kind that may be missing.
    const uncertainSubjects = uncertain.map((email) => email.subject)
    for (const subject of subjects) {
      if (!uncertainSubjects.includes(subject)) expect(copiesOf(subject), subject).toBe(1)
    }

    // An admin resends the uncertain ones knowingly: at worst each of them arrives twice.
    for (const email of uncertain) expect((await resendFailedEmail(payload, email.id)).ok).toBe(true)
    await payload.jobs.run({ limit: 50, silent: true })
    const doubled = subjects.filter((subject) => copiesOf(subject) > 1).length
    expect(doubled).toBeLessThanOrEqual(MAX_DELIVERIES_IN_FLIGHT)
    for (const subject of subjects) expect(copiesOf(subject), subject).toBeGreaterThanOrEqual(1)
    console.info(
      `[outbox] kill -9 après ${receivedAtCrash} reçus sur 50 : ${uncertain.length} incertain(s), 0 doublé par la reprise, ${doubled} doublé(s) après renvoi par un admin`,
    )
  }, 240_000)
})

describe('a mail server that answers the end of a message after 45 s', () => {
  it('waits for its answer with the production time limits: each message delivered once', async () => {
    // The transport's socket limit is the production one, not shortened for the test.
    expect(new URL(withTimeouts(smtp.url)).searchParams.get('socketTimeout')).toBe(String(SMTP_TIMEOUTS.socketTimeout))
    const subjects = ['Serveur lent (1)', 'Serveur lent (2)']
    for (const subject of subjects) await queue(subject)
    smtp.answerDataAfter(45_000)
    const started = Date.now()
    await payload.jobs.run({ silent: true })
    smtp.answerDataAfter(0)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45_000)

    const { rows } = await payload.db.drizzle.execute(sql`
      select completed_at is not null as completed, input ? 'deliveryAcceptedAt' as accepted
      from payload_jobs where task_slug = 'sendEmail' and input ->> 'subject' like 'Serveur lent%'`)
    expect(rows).toEqual([
      { completed: true, accepted: true },
      { completed: true, accepted: true },
    ])
    await payload.jobs.run({ silent: true })
    for (const subject of subjects) expect(copiesOf(subject), subject).toBe(1)
  }, 150_000)
})
