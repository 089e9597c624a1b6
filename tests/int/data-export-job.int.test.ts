import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { EXPORT_DIRECT_MAX_ROWS, EXPORT_LINK_DAYS, exportNeedsJob } from '@/domain/dataExport'
import type { Member } from '@/payload-types'
import {
  measureExport,
  prepareDataExport,
  requestDataExport,
  storedExportStream,
  takeExportDownload,
} from '@/profile/dataExportJob'

import { createMember } from './helpers/actors'
import { emailsQueuedTo } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * A large export is prepared by a job and e-mailed as a link: once, for 7 days, for its member
 * only, the token stored only as a hash.
 */
let payload: Payload
setUpTestPayload({}, (started) => ({ payload } = started))

const DAY_MS = 24 * 60 * 60 * 1_000

/** Past the threshold: one notification more than a direct download carries, written as the bench grows histories. */
async function makeLarge(member: Member) {
  const db = await drizzleFor(payload)
  await db.execute(sql`
    insert into notifications (member_id, kind, title, link, dedupe_key, created_at, updated_at)
    select ${member.id}, 'action_validated', 'Notification ' || i, '/contributions', 'export-' || ${member.id} || '-' || i,
      now(), now()
    from generate_series(0, ${EXPORT_DIRECT_MAX_ROWS}::int) as i`)
}

const exportsOf = async (member: Member) =>
  (
    await payload.find({
      collection: 'data-exports',
      where: { member: { equals: member.id } },
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = []
  const reader = stream.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(Buffer.from(read.value))
  return Buffer.concat(chunks).toString('utf8')
}

const partsOf = async (exportId: number) => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(
    sql`select count(*)::int as n from derived.data_export_parts where export_id = ${exportId}`,
  )
  return (rows[0] as { n: number }).n
}

/** The request, then its job as the runner would run it; the token as the e-mail gives it. */
async function requestAndPrepare(member: Member, now?: Date) {
  expect(await requestDataExport(payload, member)).toBe('queued')
  const row = (await exportsOf(member)).at(-1)!
  expect(row.status).toBe('pending')
  await prepareDataExport(payload, row.id, now)
  const email = (await emailsQueuedTo(payload, member.email)).at(-1)!
  const token = new URL(email.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
  return { row, email, token }
}

describe('the data export, large or small', () => {
  it('is decided by the stated threshold: rows or uploaded bytes', () => {
    expect(exportNeedsJob({ rows: EXPORT_DIRECT_MAX_ROWS, uploadBytes: 0 })).toBe(false)
    expect(exportNeedsJob({ rows: EXPORT_DIRECT_MAX_ROWS + 1, uploadBytes: 0 })).toBe(true)
    expect(exportNeedsJob({ rows: 1, uploadBytes: 20 * 1024 * 1024 + 1 })).toBe(true)
  })

  it('a small export downloads at once: no row, no job', async () => {
    const member = await createMember(payload, 'active', 'Petite')
    expect((await measureExport(payload, member)).rows).toBeLessThan(EXPORT_DIRECT_MAX_ROWS)
    expect(await requestDataExport(payload, member)).toBe('direct')
    expect(await exportsOf(member)).toHaveLength(0)
  })

  it('a large one is a job: a link by e-mail, the token stored only as its hash, valid 7 days, used once', async () => {
    const member = await createMember(payload, 'active', 'Grande')
    await makeLarge(member)
    expect((await measureExport(payload, member)).rows).toBeGreaterThan(EXPORT_DIRECT_MAX_ROWS)

    expect(await requestDataExport(payload, member)).toBe('queued')
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'memberDataExport' } },
      depth: 0,
      overrideAccess: true,
    })
    const [pending] = await exportsOf(member)
    expect(jobs.some((job) => (job.input as { exportId?: number }).exportId === pending.id)).toBe(true)
    expect(pending).toMatchObject({ status: 'pending', used_at: null })
    expect(await emailsQueuedTo(payload, member.email)).toHaveLength(0)

    // The job as the runner runs it.
    const job = jobs.find((candidate) => (candidate.input as { exportId?: number }).exportId === pending.id)!
    await payload.jobs.runByID({ id: job.id })
    const [ready] = await exportsOf(member)
    expect(ready.status).toBe('ready')
    expect(Date.parse(ready.expires_at!) - Date.parse(ready.ready_at!)).toBe(EXPORT_LINK_DAYS * DAY_MS)
    expect(await partsOf(ready.id)).toBeGreaterThan(0)

    const emails = await emailsQueuedTo(payload, member.email)
    expect(emails).toHaveLength(1)
    expect(emails[0].subject).toBe('Tes données Tryb sont prêtes')
    const link = new URL(emails[0].text.match(/https?:\/\/\S+/)![0])
    expect(link.pathname).toBe('/profile/export/telecharger')
    const token = link.searchParams.get('token')!
    expect(token.length).toBeGreaterThanOrEqual(40)
    // Only its hash is stored.
    const db = await drizzleFor(payload)
    const { rows } = await db.execute(sql`select token_hash from data_exports where id = ${ready.id}`)
    const stored = (rows[0] as { token_hash: string }).token_hash
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(stored).not.toContain(token)

    // Another member holding the link gets nothing, and does not spend it.
    const other = await createMember(payload, 'active', 'Autre')
    expect(await takeExportDownload(payload, other.id, token)).toEqual({ refused: 'unknown' })
    expect(await takeExportDownload(payload, member.id, `${token}x`)).toEqual({ refused: 'unknown' })
    expect((await exportsOf(member))[0].used_at).toBeNull()

    const taken = await takeExportDownload(payload, member.id, token)
    if ('refused' in taken) throw new Error(`refused: ${taken.refused}`)
    const file = JSON.parse(await readAll(storedExportStream(payload, taken.exportId))) as {
      member: { email: string }
      notifications: unknown[]
    }
    expect(file.member.email).toBe(member.email)
    expect(file.notifications).toHaveLength(EXPORT_DIRECT_MAX_ROWS + 1)
    // The file goes once read; the link is spent.
    expect(await partsOf(taken.exportId)).toBe(0)
    expect((await exportsOf(member))[0].used_at).not.toBeNull()
    expect(await takeExportDownload(payload, member.id, token)).toEqual({ refused: 'used' })
  })

  it('two presses of the link at once: one file', async () => {
    const member = await createMember(payload, 'active', 'Double')
    await makeLarge(member)
    const { token } = await requestAndPrepare(member)
    const answers = await Promise.all([
      takeExportDownload(payload, member.id, token),
      takeExportDownload(payload, member.id, token),
    ])
    expect(answers.filter((answer) => 'exportId' in answer)).toHaveLength(1)
    expect(answers.filter((answer) => 'refused' in answer)).toEqual([{ refused: 'used' }])
  })

  it('a link past its 7 days is refused as expired, unused', async () => {
    const member = await createMember(payload, 'active', 'Tardive')
    await makeLarge(member)
    const preparedAt = new Date(Date.now() - (EXPORT_LINK_DAYS * DAY_MS + 60_000))
    const { row, token } = await requestAndPrepare(member, preparedAt)
    expect(await takeExportDownload(payload, member.id, token)).toEqual({ refused: 'expired' })
    // A minute before its end, the same link would have worked.
    const inTime = new Date(preparedAt.getTime() + EXPORT_LINK_DAYS * DAY_MS - 60_000)
    expect(await takeExportDownload(payload, member.id, token, inTime)).toMatchObject({ exportId: row.id })
  })

  it('a second run of the job (a retry) changes nothing once the file is ready', async () => {
    const member = await createMember(payload, 'active', 'Reprise')
    await makeLarge(member)
    const { row } = await requestAndPrepare(member)
    const before = (await exportsOf(member))[0]
    await prepareDataExport(payload, row.id)
    expect((await exportsOf(member))[0]).toEqual(before)
    expect(await emailsQueuedTo(payload, member.email)).toHaveLength(1)
  })
})
