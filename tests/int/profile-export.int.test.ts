import { sql } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asSignedInMember } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import type { Member } from '@/payload-types'
import { memberExportStream } from '@/profile/exportMemberData'

import { createMember, createProject } from './helpers/actors'
import { countQueries } from './helpers/countQueries'
import { startTestPayload, stopTestPayload } from './helpers/testPayload'

let payload: Payload

beforeAll(async () => {
  payload = await startTestPayload()
})

afterAll(() => stopTestPayload(payload))

/** Rows a read takes here: a history of 34 rows per table spans four pages. */
const PAGE = 10

async function download(member: Member) {
  const chunks: string[] = []
  const decoder = new TextDecoder()
  const reader = memberExportStream(payload, member, new Date(), PAGE).getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(decoder.decode(read.value))
  return { chunks, exported: JSON.parse(chunks.join('')) as Record<string, { id: number }[]> }
}

/**
 * `count` rows of each growing table for the member, written in SQL as the bench grows its
 * history, every two rows sharing an instant (the order then falls to the id).
 */
async function grow(member: Member, projectId: number, count: number) {
  const db = await drizzleFor(payload)
  const at = sql`timestamptz '2026-01-05 09:00:00+00' + make_interval(secs => i / 2)`
  const rows = sql`generate_series(0, ${count - 1}::int) as i`
  await db.execute(sql`
    insert into declared_actions (member_id, project_id, action_type, url, status, validation_notes, created_at, updated_at)
    select ${member.id}, ${projectId}, 'like', 'https://www.linkedin.com/posts/' || ${member.id} || '-' || i, 'rejected',
      'Lien introuvable ' || i, ${at}, ${at} from ${rows}`)
  await db.execute(sql`
    insert into points_ledger (member_id, points, reason, source_type, source_id, period, notes, created_at, updated_at)
    select ${member.id}, 1 + i % 5, 'adjustment', 'admin-adjustment', 'source-' || ${member.id} || '-' || i, '2026-S1',
      'Ajustement ' || i, ${at}, ${at} from ${rows}`)
  await db.execute(sql`
    insert into notifications (member_id, kind, title, body, link, dedupe_key, read_at, created_at, updated_at)
    select ${member.id}, 'action_validated', 'Notification ' || i, case when i % 3 = 0 then 'Texte ' || i end,
      '/contributions', 'cle-' || ${member.id} || '-' || i, case when i % 2 = 0 then ${at} end, ${at}, ${at}
    from ${rows}`)
  await db.execute(sql`
    insert into referrals (member_id, referee_email, code, status, created_at, updated_at)
    select ${member.id}, 'filleul.' || ${member.id} || '.' || i || '@exemple.fr', 'code-' || ${member.id} || '-' || i,
      'pending', ${at}, ${at} from ${rows}`)
}

const GROWN: [string, CollectionSlug][] = [
  ['declared_actions', 'declared-actions'],
  ['points_ledger', 'points-ledger'],
  ['notifications', 'notifications'],
  ['referrals', 'referrals'],
]

describe('the export of a history several pages long', () => {
  it('gives every row once, oldest first, as the member reads it, in as many statements as a short history', async () => {
    const short = await createMember(payload, 'active', 'Courte')
    const long = await createMember(payload, 'active', 'Longue')
    const neighbour = await createMember(payload, 'active', 'Voisine')
    const project = await createProject(payload, neighbour, { title: 'Le projet de la voisine' })
    await grow(short, project.id, 2)
    await grow(long, project.id, 3 * PAGE + 4)
    await grow(neighbour, project.id, 5)

    const shortRead = await countQueries(payload, () => download(short))
    const longRead = await countQueries(payload, () => download(long))
    expect(longRead.queries.length).toBe(shortRead.queries.length)

    const { exported, chunks } = longRead.result
    for (const [key, collection] of GROWN) {
      // Exactly what the member reads of their rows through Payload, in the same order.
      const { docs } = await payload.find({
        collection,
        where: { member: { equals: long.id } },
        sort: ['createdAt', 'id'],
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user: asSignedInMember(long),
      })
      expect(docs).toHaveLength(3 * PAGE + 4)
      expect(exported[key]).toEqual(docs)
      expect(JSON.stringify(exported[key])).toBe(JSON.stringify(docs))
    }
    // What the member may not read of their own rows stays out, and so does everyone else's history.
    const json = JSON.stringify(exported)
    for (const hidden of ['dedupe_key', 'cle-', '"code"', 'code-']) expect(json).not.toContain(hidden)
    for (const { id } of [short, neighbour]) {
      expect(json).not.toContain(`source-${id}-`)
      expect(json).not.toContain(`filleul.${id}.`)
    }
    // A page at a time: no chunk holds more rows than a read.
    const rowsPerChunk = chunks.map((chunk) => chunk.split('\n    {').length - 1)
    expect(Math.max(...rowsPerChunk)).toBe(PAGE)
  })
})
