import { createHash, randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import {
  EXPORT_PART_BYTES,
  exportLinkExpiry,
  exportLinkRefusal,
  exportNeedsJob,
  type ExportLinkRefusal,
  type ExportSize,
} from '@/domain/dataExport'
import { queueEmail } from '@/email/queueEmail'
import { dataExportReadyEmail } from '@/email/templates/dataExportReady'
import { countOf, exportPlan, memberExportStream, ofMember, type ExportedMember } from '@/profile/exportMemberData'
import { siteUrl } from '@/siteUrl'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The address the e-mail gives; `token` is masked in the e-mail log (`maskLinkSecrets`). */
export const exportDownloadPath = (token: string) => `/profile/export/telecharger?token=${encodeURIComponent(token)}`

/** Rows of every section and bytes of every upload naming the member: what `exportNeedsJob` judges. */
export async function measureExport(payload: Payload, member: ExportedMember): Promise<ExportSize> {
  let rows = 0
  let uploadBytes = 0
  for (const section of exportPlan(payload).sections) {
    rows += await countOf(payload, section, member)
    if (!payload.collections[section.slug].config.upload) continue
    const { docs } = await payload.find({
      collection: section.slug,
      where: ofMember(section, member),
      select: { filesize: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs as { filesize?: number | null }[]) uploadBytes += doc.filesize ?? 0
  }
  return { rows, uploadBytes }
}

/**
 * A member's "Télécharger mes données" past the rate limit: `direct` when the export is small
 * (the route streams it at once), otherwise a `data-exports` row and its job, in one transaction.
 */
export async function requestDataExport(payload: Payload, member: ExportedMember): Promise<'direct' | 'queued'> {
  if (!exportNeedsJob(await measureExport(payload, member))) return 'direct'
  await inTransaction({ payload }, async (req) => {
    const row = await payload.create({
      collection: 'data-exports',
      data: { member: member.id, status: 'pending' },
      overrideAccess: true,
      req,
    })
    await payload.jobs.queue({ task: 'memberDataExport', input: { exportId: row.id }, req })
  })
  return 'queued'
}

/**
 * The job: the export written in parts to `derived.data_export_parts` (PostgreSQL, so any app
 * server can serve it, and erasing the member's `data-exports` rows takes the file with them), then
 * in one transaction the row made ready with its token's hash and the e-mail with the token queued.
 */
export async function prepareDataExport(
  payload: Payload,
  exportId: number,
  now = new Date(),
): Promise<{ size: number }> {
  const row = await payload.findByID({ collection: 'data-exports', id: exportId, depth: 0, overrideAccess: true })
  if (row.status !== 'pending') return { size: row.size ?? 0 }
  const memberId = typeof row.member === 'number' ? row.member : row.member.id
  const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true })
  const token = randomBytes(32).toString('base64url')
  return inTransaction({ payload }, async (req) => {
    const db = await drizzleFor(payload, req)
    // A retried job starts its file again.
    await db.execute(sql`delete from derived.data_export_parts where export_id = ${exportId}`)
    let part = 0
    let size = 0
    let pending: Buffer[] = []
    let pendingBytes = 0
    const flush = async () => {
      if (pendingBytes === 0) return
      const bytes = Buffer.concat(pending)
      await db.execute(
        sql`insert into derived.data_export_parts (export_id, part, bytes) values (${exportId}, ${part++}, ${bytes})`,
      )
      pending = []
      pendingBytes = 0
    }
    const reader = memberExportStream(payload, member, now).getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      pending.push(Buffer.from(read.value))
      pendingBytes += read.value.byteLength
      size += read.value.byteLength
      if (pendingBytes >= EXPORT_PART_BYTES) await flush()
    }
    await flush()
    await payload.update({
      collection: 'data-exports',
      id: exportId,
      data: {
        status: 'ready',
        size,
        token_hash: hashOf(token),
        ready_at: now.toISOString(),
        expires_at: exportLinkExpiry(now).toISOString(),
      },
      overrideAccess: true,
      req,
    })
    await queueEmail(
      req,
      dataExportReadyEmail({
        to: member.email,
        firstName: member.first_name,
        url: `${siteUrl()}${exportDownloadPath(token)}`,
        expiresAt: exportLinkExpiry(now),
      }),
    )
    return { size }
  })
}

export type ExportDownload = { exportId: number; readyAt: Date } | { refused: ExportLinkRefusal }

/**
 * The link's one use: a single conditional UPDATE takes it (two presses at once cannot both win);
 * when it finds nothing, the row read afterwards only says why.
 */
export async function takeExportDownload(
  payload: Payload,
  memberId: number,
  token: string,
  now = new Date(),
): Promise<ExportDownload> {
  const db = await drizzleFor(payload)
  const tokenHash = hashOf(token)
  const { rows } = await db.execute(sql`
    update data_exports set used_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
    where token_hash = ${tokenHash} and member_id = ${memberId} and status = 'ready'
      and used_at is null and expires_at > ${now.toISOString()}
    returning id, ready_at`)
  const taken = rows[0] as { id: number; ready_at: string | Date } | undefined
  if (taken) return { exportId: taken.id, readyAt: new Date(taken.ready_at) }
  const { rows: found } = await db.execute(sql`
    select member_id, status, expires_at, used_at from data_exports where token_hash = ${tokenHash}`)
  const row = found[0] as
    | { member_id: number; status: 'pending' | 'ready' | 'failed'; expires_at: string | null; used_at: string | null }
    | undefined
  return {
    refused: exportLinkRefusal(
      row
        ? {
            member: row.member_id,
            status: row.status,
            expiresAt: row.expires_at ? new Date(row.expires_at) : null,
            usedAt: row.used_at ? new Date(row.used_at) : null,
          }
        : null,
      memberId,
      now,
    ),
  }
}

/** The stored file, one part per read; its parts go once the whole file has been read (the link is spent). */
export function storedExportStream(payload: Payload, exportId: number): ReadableStream<Uint8Array> {
  let part = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const db = await drizzleFor(payload)
      const { rows } = await db.execute(
        sql`select bytes from derived.data_export_parts where export_id = ${exportId} and part = ${part}`,
      )
      const found = rows[0] as { bytes: Buffer } | undefined
      if (!found) {
        await db.execute(sql`delete from derived.data_export_parts where export_id = ${exportId}`)
        controller.close()
        return
      }
      part += 1
      controller.enqueue(new Uint8Array(found.bytes))
    },
  })
}
