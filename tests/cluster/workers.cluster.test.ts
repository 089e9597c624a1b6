import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { createLocalReq, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'

import { closePayload } from '@/db/closePayload'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'
import { queueEmail } from '@/email/queueEmail'

import { startSmtpServer, type TestSmtpServer } from '../int/helpers/smtpServer'

/**
 * Jobs on several machines: web servers only queue, `npm run worker` processes deliver. Two workers
 * deliver 200 queued e-mails exactly 200 times; workers killed with `kill -9` while one is
 * mid-delivery leave nothing undelivered, and nothing is sent twice but what the mail server may
 * have taken just before the kill (recognisable: the same Message-ID).
 */

const { env } = inject('cluster')
let payload: Payload
let smtp: TestSmtpServer
const workers = new Set<ChildProcess>()

beforeAll(async () => {
  smtp = await startSmtpServer()
  // This process queues as a web server does: on the cluster's database, running no job.
  Object.assign(process.env, { DATABASE_URL: env.DATABASE_URL, TRYB_DISABLE_JOB_AUTORUN: 'true' })
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
})

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL')
  await closePayload(payload)
  await smtp.stop()
})

let started = 0

/**
 * A worker process; its output goes to .data/test-results/cluster/worker-N.log, read when a test
 * fails. Started directly (not through scripts/ts.mjs) so that `kill -9` reaches the worker
 * itself; a worker whose module loading stalled (exit code 13, see scripts/ts.mjs) is started
 * again, as `npm run worker` does.
 */
function startWorker() {
  const log = openSync(path.resolve('.data', 'test-results', 'cluster', `worker-${++started}.log`), 'w')
  const worker = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: { ...env, SMTP_URL: smtp.url },
    stdio: ['ignore', log, log],
  })
  workers.add(worker)
  worker.once('exit', (code) => {
    workers.delete(worker)
    if (code === 13) startWorker()
  })
}

async function queue(prefix: string, count: number) {
  const req = await createLocalReq({}, payload)
  const subjects = Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`)
  for (const subject of subjects) await queueEmail(req, { to: 'membre@exemple.fr', subject, text: subject })
  return subjects
}

/** How many copies of each subject arrived, once all of them have (or the time is up). */
async function deliveries(subjects: string[], timeoutMs: number) {
  const wanted = new Set(subjects)
  const deadline = Date.now() + timeoutMs
  const copies = () => {
    const bySubject = new Map<string, Set<string>>()
    const counts = new Map<string, number>()
    for (const message of smtp.messages) {
      if (!wanted.has(message.subject ?? '')) continue
      counts.set(message.subject!, (counts.get(message.subject!) ?? 0) + 1)
      bySubject.set(message.subject!, (bySubject.get(message.subject!) ?? new Set()).add(message.messageId ?? ''))
    }
    return { counts, messageIds: bySubject }
  }
  while (copies().counts.size < wanted.size && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return copies()
}

/** Every e-mail job ends complete (its completion is written just after the mail server took it). */
const expectEveryEmailJobComplete = () =>
  expect
    .poll(
      async () => {
        const { rows } = await payload.db.drizzle.execute(
          sql`select count(*)::int as n from payload_jobs where task_slug = 'sendEmail' and completed_at is null`,
        )
        return (rows as { n: number }[])[0].n
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(0)

it('two workers deliver 200 queued e-mails exactly 200 times', async () => {
  startWorker()
  startWorker()
  const subjects = await queue('Lot de deux cents', 200)
  const { counts } = await deliveries(subjects, 150_000)
  expect(counts.size).toBe(200)
  expect([...counts.values()].every((count) => count === 1)).toBe(true)
  await expectEveryEmailJobComplete()
}, 200_000)

it('workers killed with kill -9 mid-delivery: every message arrives or is shown uncertain, none twice', async () => {
  const stalled = smtp.misbehaveNext('data', 'stall')
  const subjects = await queue('Après le kill', 40)
  await stalled.reached
  // Every running worker dies at once, one of them in the middle of an SMTP exchange.
  const running = [...workers]
  expect(running.length).toBeGreaterThan(0)
  const killed = running.map((worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())))
  for (const worker of running) worker.kill('SIGKILL')
  await Promise.all(killed)

  // Minutes later (the stuck-job delay, made to pass here), a new worker takes over.
  await payload.db.drizzle.execute(
    sql`update payload_jobs set updated_at = now() - interval '6 minutes' where processing = true`,
  )
  startWorker()
  // A message wholly sent when its worker died, with no answer recorded, is not resent blind: it
  // is shown "Issue incertaine" to the admins. At most what a worker had in flight.
  const uncertainSubjects = async () => {
    const { rows } = await payload.db.drizzle.execute(
      sql`select input->>'subject' as subject from payload_jobs where task_slug = 'sendEmail' and completed_at is null
            and error->>'message' = ${OUTBOX_MESSAGES.uncertainError}`,
    )
    return new Set((rows as { subject: string }[]).map((row) => row.subject))
  }
  // Messages the two workers both picked before the kill failed an attempt on the delivery lease
  // and wait their back-off and the dead worker's lease (seconds here, minutes in production:
  // the cluster's TRYB_OUTBOX_* variables). A message may be both: the mail server took it just
  // before the kill, and the outbox, which never heard its answer, shows it uncertain.
  const deadline = Date.now() + 330_000
  const accounted = async () => {
    const arrived = await deliveries(subjects, 0)
    const uncertain = await uncertainSubjects()
    const missing = subjects.filter((subject) => !arrived.counts.has(subject) && !uncertain.has(subject))
    return { arrived, uncertain: uncertain.size, missing }
  }
  let { arrived, uncertain, missing } = await accounted()
  while (missing.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    ;({ arrived, uncertain, missing } = await accounted())
  }
  expect(missing).toEqual([])
  expect(uncertain).toBeLessThanOrEqual(2 * running.length)
  // A copy more can only be a message the mail server took just before the kill, same Message-ID.
  const extra = [...arrived.counts.values()].reduce((sum, count) => sum + count - 1, 0)
  expect(extra).toBeLessThanOrEqual(1)
  expect([...arrived.messageIds.values()].every((ids) => ids.size === 1)).toBe(true)
  // Every other job ends complete.
  await expect
    .poll(
      async () => {
        const { rows } = await payload.db.drizzle.execute(
          sql`select count(*)::int as n from payload_jobs where task_slug = 'sendEmail' and completed_at is null`,
        )
        return (rows as { n: number }[])[0].n
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(uncertain)
}, 420_000)
