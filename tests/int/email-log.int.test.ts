import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { createLocalReq, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { EMAIL_LOG_RETENTION_DAYS } from '@/domain/email/emailLog'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'
import { queueEmail } from '@/email/queueEmail'
import { magicLinkEmail } from '@/email/templates/magicLink'
import { memberActivatedEmail } from '@/email/templates/memberActivated'
import { listEmailLog, readLoggedEmail } from '@/outbox/emailLog'
import { purgeEmailLog } from '@/outbox/purgeEmailLog'
import { resendEmail } from '@/outbox/resendEmail'

import { createMember, type Actors } from './helpers/actors'
import { countQueries } from './helpers/countQueries'
import { authorizationOf, restRequest } from './helpers/rest'
import type { TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * The admins' e-mail log (/admin/envois): every message of the outbox with its recipient,
 * template and state, filtered and paged by keyset, its content with one-time links masked,
 * "Renvoyer" of any message recorded once, the purge after the retention, and nobody's access
 * to the outbox through REST.
 */
let payload: Payload
let smtp: TestSmtpServer
let actors: Actors

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, smtp, actors } = started))

const queue = async (email: Parameters<typeof queueEmail>[1]) => queueEmail(await createLocalReq({}, payload), email)

const ALL = { state: 'all' } as const

describe('the e-mail log', () => {
  it('lists every message with its recipient, template and state, queued then sent', async () => {
    const to = `Log-${randomUUID().slice(0, 6)}@Example.test`
    await queue(
      memberActivatedEmail({ to, firstName: 'Léa', signInUrl: 'http://127.0.0.1/auth/callback?token=x', linkDays: 7 }),
    )
    const queued = await listEmailLog(payload, { search: to, state: 'all' }, null, 50)
    expect(queued.rows).toEqual([
      expect.objectContaining({
        to: to.toLowerCase(),
        template: 'memberActivated',
        subject: 'Bienvenue dans la Tryb : ton compte est actif ✅',
        state: 'queued',
        attempts: 0,
      }),
    ])
    await payload.jobs.run()
    await smtp.waitFor((message) => JSON.stringify(message.to).toLowerCase().includes(to.toLowerCase()))
    const [sent] = (await listEmailLog(payload, { search: to, state: 'sent' }, null, 50)).rows
    expect(sent).toMatchObject({ state: 'sent', attempts: 1 })
    expect((await listEmailLog(payload, { search: to, state: 'queued' }, null, 50)).rows).toEqual([])
  })

  it('finds a member’s messages by name and filters by template', async () => {
    const member = await createMember(payload, 'active', `Zélie${randomUUID().slice(0, 4)}`)
    await queue(magicLinkEmail({ to: member.email, firstName: member.first_name, url: 'http://127.0.0.1/x?token=a' }))
    await queue(
      memberActivatedEmail({
        to: member.email,
        firstName: member.first_name,
        signInUrl: 'http://127.0.0.1',
        linkDays: 7,
      }),
    )
    const byName = await listEmailLog(payload, { search: member.first_name, state: 'all' }, null, 50)
    expect(byName.rows.map((row) => row.template)).toEqual(['memberActivated', 'magicLink'])
    const byTemplate = await listEmailLog(
      payload,
      { search: member.email, template: 'magicLink', state: 'all' },
      null,
      50,
    )
    expect(byTemplate.rows.map((row) => row.template)).toEqual(['magicLink'])
    expect((await listEmailLog(payload, { search: 'personne-inconnue', state: 'all' }, null, 50)).rows).toEqual([])
  })

  it('pages by keyset in one statement per page, forward and back', async () => {
    const to = `pages-${randomUUID().slice(0, 6)}@example.test`
    for (const topic of ['un', 'deux', 'trois', 'quatre', 'cinq']) {
      await queue({ to, subject: `Page ${topic}`, text: topic, template: 'invitation' })
    }
    const filters = { search: to, state: 'all' } as const
    const { result: first, queries } = await countQueries(payload, () => listEmailLog(payload, filters, null, 2))
    expect(queries).toHaveLength(1)
    expect(first.rows.map((row) => row.subject)).toEqual(['Page cinq', 'Page quatre'])
    const second = await listEmailLog(payload, filters, first.next, 2)
    expect(second.rows.map((row) => row.subject)).toEqual(['Page trois', 'Page deux'])
    const third = await listEmailLog(payload, filters, second.next, 2)
    expect(third.rows.map((row) => row.subject)).toEqual(['Page un'])
    expect(third.next).toBeNull()
    const back = await listEmailLog(payload, filters, third.previous, 2)
    expect(back.rows.map((row) => row.subject)).toEqual(['Page trois', 'Page deux'])
  })

  it('opens a message with its sign-in link masked', async () => {
    const to = `lien-${randomUUID().slice(0, 6)}@example.test`
    await queue(magicLinkEmail({ to, firstName: 'Nour', url: 'http://127.0.0.1/auth/magic?token=SECRET123' }))
    const [row] = (await listEmailLog(payload, { search: to, ...ALL }, null, 50)).rows
    const content = await readLoggedEmail(payload, row!.id)
    expect(content?.text).toContain('Bonjour Nour')
    expect(content?.text).toContain('token=••••••')
    expect(JSON.stringify(content)).not.toContain('SECRET123')
    expect(await readLoggedEmail(payload, 987_654_321)).toBeNull()
  })

  it('sends any sent message again through the outbox, once however often it is asked, and audits it', async () => {
    const to = `renvoi-${randomUUID().slice(0, 6)}@example.test`
    const subject = `Renvoi ${randomUUID().slice(0, 6)}`
    await queue({ to, subject, text: 'Bonjour', template: 'applicationReceived' })
    await payload.jobs.run()
    const [original] = (await listEmailLog(payload, { search: to, ...ALL }, null, 50)).rows
    expect(original?.state).toBe('sent')

    const outcomes = await Promise.all([1, 2, 3].map(() => resendEmail(payload, actors.admin, original!.id)))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    const rows = (await listEmailLog(payload, { search: to, ...ALL }, null, 50)).rows
    expect(rows.map((row) => row.state)).toEqual(['queued', 'sent'])
    expect(rows[0]).toMatchObject({ template: 'applicationReceived', subject })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'email.resent' }, target_id: { equals: String(original!.id) } },
    })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]?.to).toBe(String(rows[0]!.id))

    await payload.jobs.run()
    await smtp.waitFor(() => smtp.messages.filter((message) => message.subject === subject).length === 2)
    // Sent again, it may be resent again.
    expect((await resendEmail(payload, actors.admin, original!.id)).ok).toBe(true)
  })

  it('refuses to resend a sent sign-in link (spent or expired by now), in French, queuing and auditing nothing', async () => {
    const to = `lien-renvoi-${randomUUID().slice(0, 6)}@example.test`
    await queue(magicLinkEmail({ to, firstName: 'Nour', url: 'http://127.0.0.1/auth/magic?token=USED123' }))
    await payload.jobs.run()
    const [sent] = (await listEmailLog(payload, { search: to, ...ALL }, null, 50)).rows
    expect(sent?.state).toBe('sent')

    expect(await resendEmail(payload, actors.admin, sent!.id)).toEqual({
      ok: false,
      message: OUTBOX_MESSAGES.oneTimeLink,
    })
    expect((await listEmailLog(payload, { search: to, ...ALL }, null, 50)).rows).toHaveLength(1)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'email.resent' }, target_id: { equals: String(sent!.id) } },
    })
    expect(audit.docs).toHaveLength(0)
  })

  it('does not double a message still in the queue', async () => {
    const to = `file-${randomUUID().slice(0, 6)}@example.test`
    await queue({ to, subject: 'En file', text: 'Bonjour', template: 'invitation' })
    const [row] = (await listEmailLog(payload, { search: to, ...ALL }, null, 50)).rows
    expect(await resendEmail(payload, actors.admin, row!.id)).toMatchObject({ ok: false })
    expect((await listEmailLog(payload, { search: to, ...ALL }, null, 50)).rows).toHaveLength(1)
  })

  it(`purges messages older than ${EMAIL_LOG_RETENTION_DAYS} days and keeps the others`, async () => {
    const old = `vieux-${randomUUID().slice(0, 6)}@example.test`
    const recent = `recent-${randomUUID().slice(0, 6)}@example.test`
    await queue({ to: old, subject: 'Ancien', text: 'x', template: 'invitation' })
    await queue({ to: recent, subject: 'Récent', text: 'x', template: 'invitation' })
    const db = await drizzleFor(payload)
    await db.execute(sql`
      update payload_jobs set created_at = now() - make_interval(days => ${EMAIL_LOG_RETENTION_DAYS + 1})
      where email_to = ${old}`)
    expect(await purgeEmailLog(payload)).toBeGreaterThanOrEqual(1)
    expect((await listEmailLog(payload, { search: old, ...ALL }, null, 50)).rows).toEqual([])
    expect((await listEmailLog(payload, { search: recent, ...ALL }, null, 50)).rows).toHaveLength(1)
  })
})

describe('the staff’s password reset e-mail', () => {
  it('is the site’s own, in "tu", logged as such with its link masked', async () => {
    const token = await payload.forgotPassword({ collection: 'users', data: { email: actors.admin.email } })
    const [row] = (
      await listEmailLog(payload, { search: actors.admin.email, template: 'staffPasswordReset', state: 'all' }, null, 5)
    ).rows
    expect(row?.subject).toBe('Réinitialise ton mot de passe de l’administration Tryb')
    const content = await readLoggedEmail(payload, row!.id)
    expect(content?.html).toContain('Tu as demandé à réinitialiser ton mot de passe')
    expect(content?.html).toContain('parce que tu fais partie de l’équipe de la Tryb')
    expect(content?.html).toContain('/admin/reset/••••••')
    expect(content?.html).not.toContain(String(token))
  })
})

describe('who reads the outbox', () => {
  it('gives nothing through REST to a member, a marketer or even an admin (the log is read through /admin/envois)', async () => {
    await queue({ to: actors.owner.email, subject: 'Personnel', text: 'x', template: 'invitation' })
    for (const user of [actors.owner, actors.marketing, actors.admin]) {
      const authorization = await authorizationOf(payload, user)
      const list = await restRequest(payload, 'GET', '/payload-jobs?limit=5', authorization)
      expect(list.status, user.email).toBe(403)
      expect(JSON.stringify(list.body)).not.toContain('Personnel')
    }
    const visitor = await restRequest(payload, 'GET', '/payload-jobs?limit=5')
    expect([401, 403]).toContain(visitor.status)
  })
})
