import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { describe, expect, it } from 'vitest'

import { sql } from 'drizzle-orm'

import { queueEmail, type OutgoingEmail } from '@/email/queueEmail'
import { recoverStuckJobs } from '@/jobs/recoverStuckJobs'
import { listFailedEmails, resendFailedEmail } from '@/outbox/failedEmails'

import type { TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let smtp: TestSmtpServer
let payload: Payload

setUpTestPayload({ smtp: true }, (started) => ({ payload, smtp } = started))

/** A French message with a subject of its own, so each test finds its job and its delivery. */
const frenchEmail = (topic: string): OutgoingEmail => ({
  to: 'camille.durand@exemple.fr',
  subject: `Ton projet « ${topic} » a été approuvé 🎉`,
  text: `Félicitations ! L’équipe a validé « ${topic} ». Ça démarre dès lundi : à très vite, ç’a été un plaisir.`,
})

/** The outbox jobs of one subject (JSON queries refuse accents, so filter here). */
async function jobsFor(subject: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    pagination: false,
    limit: 0,
    req,
  })
  return docs.filter((job) => (job.input as { subject?: string } | undefined)?.subject === subject)
}

const deliveredWith = (subject: string) => smtp.messages.filter((message) => message.subject === subject)

/** Lets the retry delay of a job run out, as if its backoff had elapsed. */
async function expireBackoff(jobId: number | string) {
  await payload.update({
    collection: 'payload-jobs',
    id: jobId,
    data: { waitUntil: new Date(Date.now() - 1_000).toISOString() },
  })
}

describe('e-mail outbox', () => {
  it('delivers a message queued in a committed transaction, accents intact', async () => {
    const email = frenchEmail('Café & Co — bêta')
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await queueEmail(req, email)

    // Until the change commits, the message exists only inside its transaction.
    expect((await jobsFor(email.subject)).length).toBe(0)
    await payload.jobs.run()
    expect(deliveredWith(email.subject)).toHaveLength(0)

    await commitTransaction(req)
    expect((await jobsFor(email.subject)).length).toBe(1)
    await payload.jobs.run()

    const message = await smtp.waitFor((received) => received.subject === email.subject)
    expect(message.to).toMatchObject({ value: [{ address: 'camille.durand@exemple.fr' }] })
    expect(message.from).toMatchObject({ value: [{ address: 'bonjour@tryb.local', name: 'La Tryb' }] })
    expect(message.text?.trim()).toBe(email.text)

    const [job] = await jobsFor(email.subject)
    expect(job?.completedAt).toBeTruthy()
    expect(job?.hasError).toBeFalsy()

    // A completed job is never sent twice.
    await payload.jobs.run()
    expect(deliveredWith(email.subject)).toHaveLength(1)
  })

  it('forgets a message queued in a transaction that is rolled back', async () => {
    const email = frenchEmail('Annulé')
    const req = await createLocalReq({}, payload)
    expect(await initTransaction(req)).toBe(true)
    await queueEmail(req, email)
    // Inside the transaction the job is there…
    expect(await jobsFor(email.subject, req)).toHaveLength(1)
    await killTransaction(req)

    // …and with the rollback it is gone, so nothing can ever be sent.
    expect((await jobsFor(email.subject)).length).toBe(0)
    await payload.jobs.run()
    expect(deliveredWith(email.subject)).toHaveLength(0)
  })

  it('keeps a message the server refused and delivers it on a later run', async () => {
    const email = frenchEmail('Réessayé')
    const rejectedBefore = smtp.rejectedCount()
    smtp.failNext(1)
    await queueEmail(await createLocalReq({}, payload), email)

    const startedAt = Date.now()
    // The refusal is expected: keep its stack trace out of the test output.
    await payload.jobs.run({ silent: { error: true } })
    expect(smtp.rejectedCount()).toBe(rejectedBefore + 1)
    expect(deliveredWith(email.subject)).toHaveLength(0)

    const [failed] = await jobsFor(email.subject)
    expect(failed).toBeDefined()
    if (!failed) return
    expect(failed.completedAt).toBeFalsy()
    expect(failed.hasError).toBeFalsy()
    expect(failed.totalTried).toBe(1)
    expect(failed.log?.[0]).toMatchObject({ state: 'failed', taskSlug: 'sendEmail' })
    expect(JSON.stringify(failed.log?.[0]?.error)).toContain('451')
    // Retried after a delay (a minute, then doubling), not hammered at once.
    expect(new Date(failed.waitUntil ?? 0).getTime()).toBeGreaterThan(startedAt + 50_000)

    await payload.jobs.run()
    expect(deliveredWith(email.subject)).toHaveLength(0)

    await expireBackoff(failed.id)
    await payload.jobs.run()
    const message = await smtp.waitFor((received) => received.subject === email.subject)
    expect(message.text?.trim()).toBe(email.text)

    const [done] = await jobsFor(email.subject)
    expect(done?.completedAt).toBeTruthy()
    expect(done?.totalTried).toBe(2)
    expect(deliveredWith(email.subject)).toHaveLength(1)
  })

  it('gives up after the configured retries and keeps the job with its error', async () => {
    const email = frenchEmail('Refusé')
    smtp.failNext(100)
    try {
      await queueEmail(await createLocalReq({}, payload), email)
      // One attempt plus eleven retries (about 34 hours of back-off in real time).
      for (let attempt = 1; attempt <= 12; attempt++) {
        await payload.jobs.run({ silent: { error: true } })
        const [job] = await jobsFor(email.subject)
        expect(job?.totalTried).toBe(attempt)
        expect(Boolean(job?.hasError)).toBe(attempt === 12)
        if (job && attempt < 12) await expireBackoff(job.id)
      }
      const [job] = await jobsFor(email.subject)
      expect(job?.error).toMatchObject({ message: expect.stringContaining('451') })
      expect(job?.completedAt).toBeFalsy()

      const rejected = smtp.rejectedCount()
      if (job) await expireBackoff(job.id)
      await payload.jobs.run()
      expect(smtp.rejectedCount()).toBe(rejected)
    } finally {
      smtp.failNext(0)
    }
    expect(deliveredWith(email.subject)).toHaveLength(0)

    // The admins see it on /admin/envois (without its text), and send it again once.
    const [failed] = await jobsFor(email.subject)
    const listed = (await listFailedEmails(payload)).find((entry) => entry.id === failed!.id)
    expect(listed).toMatchObject({ to: email.to, subject: email.subject, tries: 12 })
    expect(listed?.lastError).toContain('451')
    expect(JSON.stringify(listed)).not.toContain(email.text)
    expect(await resendFailedEmail(payload, failed!.id)).toEqual({
      ok: true,
      message: 'E-mail remis dans la file d’envoi ✅',
    })
    expect(await resendFailedEmail(payload, failed!.id)).toMatchObject({ ok: false })
    expect((await listFailedEmails(payload)).some((entry) => entry.id === failed!.id)).toBe(false)
    await payload.jobs.run()
    const message = await smtp.waitFor((received) => received.subject === email.subject)
    expect(message.messageId).toBe((failed!.input as { messageId: string }).messageId)
  })

  it('delivers each message once when several runners pick the same jobs at once', async () => {
    // Several app servers or workers run the queue; Payload's claim (read, then write) lets two
    // runners take the same job, so only the e-mail task's own claim prevents a double send.
    const emails = ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq'].map((topic) => frenchEmail(`Course ${topic}`))
    for (const email of emails) await queueEmail(await createLocalReq({}, payload), email)

    await Promise.all([1, 2, 3].map(() => payload.jobs.run({ silent: { error: true } })))

    for (const email of emails) {
      expect(deliveredWith(email.subject), email.subject).toHaveLength(1)
      const [job] = await jobsFor(email.subject)
      expect(job?.completedAt, email.subject).toBeTruthy()
    }
  })

  it('gives each message one Message-ID, kept across retries', async () => {
    const email = frenchEmail('Identifié')
    smtp.failNext(1)
    await queueEmail(await createLocalReq({}, payload), email)
    const [queued] = await jobsFor(email.subject)
    const messageId = (queued?.input as { messageId?: string }).messageId
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@tryb\.local>$/)

    await payload.jobs.run({ silent: { error: true } })
    await expireBackoff(queued!.id)
    await payload.jobs.run()
    const message = await smtp.waitFor((received) => received.subject === email.subject)
    expect(message.messageId).toBe(messageId)
  })

  it('delivers, once, a message whose runner died mid-delivery (its job left "processing")', async () => {
    const email = frenchEmail('Interrompu')
    await queueEmail(await createLocalReq({}, payload), email)
    const [queued] = await jobsFor(email.subject)
    // What a runner killed during the SMTP exchange leaves: the job processing, its lease held.
    const db = payload.db.drizzle
    await db.execute(sql`
      update payload_jobs
      set processing = true, updated_at = now() - interval '6 minutes',
          input = input || jsonb_build_object('deliveryLeaseUntil', now() + interval '10 minutes')
      where id = ${queued!.id}`)

    await payload.jobs.run()
    expect(deliveredWith(email.subject)).toHaveLength(0)

    // A job only just started is left to its runner.
    const fresh = frenchEmail('En cours')
    await queueEmail(await createLocalReq({}, payload), fresh)
    const [running] = await jobsFor(fresh.subject)
    await db.execute(sql`update payload_jobs set processing = true where id = ${running!.id}`)

    expect(await recoverStuckJobs(payload)).toBe(1)
    await payload.jobs.run()
    const message = await smtp.waitFor((received) => received.subject === email.subject)
    expect(message.messageId).toBe((queued!.input as { messageId: string }).messageId)
    await payload.jobs.run()
    expect(deliveredWith(email.subject)).toHaveLength(1)
    expect(deliveredWith(fresh.subject)).toHaveLength(0)
    await db.execute(sql`update payload_jobs set processing = false where id = ${running!.id}`)
  })

  it("routes Payload's own e-mails (payload.sendEmail) through the outbox too", async () => {
    const subject = 'Réinitialisation de ton mot de passe'
    await payload.sendEmail({
      to: 'admin@exemple.fr',
      subject,
      text: 'Clique sur le lien pour choisir un nouveau mot de passe.',
    })
    expect(deliveredWith(subject)).toHaveLength(0)
    expect((await jobsFor(subject)).length).toBe(1)

    await payload.jobs.run()
    const message = await smtp.waitFor((received) => received.subject === subject)
    expect(message.to).toMatchObject({ value: [{ address: 'admin@exemple.fr' }] })
  })
})
