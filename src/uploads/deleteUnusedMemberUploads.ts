import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { UNUSED_UPLOAD_HOURS } from '@/domain/members/memberUploads'

/** Hero images have their own cleanup, `deleteOrphanHeroImages`. */
const UNUSED: Record<'avatars' | 'report-files', SQL> = {
  avatars: sql`select upload.id from avatars upload
    where not exists (select 1 from members member where member.avatar_id = upload.id)`,
  'report-files': sql`select upload.id from report_files upload
    where not exists (select 1 from project_reports report where report.report_file_id = upload.id)`,
}

/** With the daily upload quota, this bounds what a member keeps on disk. */
export async function deleteUnusedMemberUploads(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_HOURS * 3_600_000).toISOString()
  const db = await drizzleFor(payload)
  let deleted = 0
  for (const [collection, unused] of Object.entries(UNUSED) as [keyof typeof UNUSED, SQL][]) {
    const { rows } = await db.execute(sql`${unused} and upload.created_at < ${cutoff}`)
    const ids = rows.map((row) => Number((row as { id: number }).id))
    if (ids.length === 0) continue
    const { docs } = await payload.delete({ collection, where: { id: { in: ids } }, depth: 0, overrideAccess: true })
    deleted += docs.length
  }
  return deleted
}
