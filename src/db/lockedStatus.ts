import { sql } from 'drizzle-orm'
import { APIError, type PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

const LOCKABLE_TABLES = {
  projects: 'projects',
  'declared-actions': 'declared_actions',
  members: 'members',
  feedbacks: 'feedbacks',
  'feedback-reports': 'feedback_reports',
} as const
type LockableCollection = keyof typeof LOCKABLE_TABLES

export const CONCURRENT_CHANGE = 'Ce document vient d’être modifié par quelqu’un d’autre. Recharge la page et réessaie.'
export const DELETED_MEANWHILE = 'Ce document vient d’être supprimé : il n’y a plus rien à décider. Recharge la page.'

/**
 * Two admins validating at once both read "pending"; with the lock the second finds
 * the status changed and is refused, so points, e-mails and audit happen once.
 */
export async function lockedStatus(
  req: PayloadRequest,
  collection: LockableCollection,
  doc: { id: number; status?: string | null },
): Promise<string> {
  const status = await lockRowStatus(req, collection, doc.id)
  if (status === undefined) throw new APIError(DELETED_MEANWHILE, 409, null, true)
  if (status !== doc.status) throw new APIError(CONCURRENT_CHANGE, 409, null, true)
  return status
}

/** A second admin waits for the first one's decision, then reads the truth. */
export async function lockRowStatus(
  req: PayloadRequest,
  collection: LockableCollection,
  id: number,
): Promise<string | undefined> {
  const db = await drizzleFor(req.payload, req)
  const result = await db.execute(
    sql`select status from ${sql.identifier(LOCKABLE_TABLES[collection])} where id = ${id} for update`,
  )
  return (result.rows[0] as { status?: string } | undefined)?.status
}

/** PostgreSQL gives `numeric` as a string and an unset checkbox as null; Payload gives a number and false. */
const comparable = (value: unknown) =>
  value === null || value === undefined || value === false
    ? ''
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? String(Number(value))
      : String(value)

/**
 * Payload reads the document before the hooks, without a lock, and writes the whole of it back: a change decided
 * from that read raced another (a mark and its removal pressed at once left +3 points on an unmarked feedback).
 * Under the row lock, the row must still be the one read, to the millisecond of its last change and in the
 * columns that decide points; otherwise the change is refused, and the caller decides again from the truth.
 */
export async function lockedAsRead(
  req: PayloadRequest,
  collection: LockableCollection,
  doc: { id: number; updatedAt: string },
  decisive: Record<string, unknown> = {},
): Promise<void> {
  const db = await drizzleFor(req.payload, req)
  const columns = Object.keys(decisive)
  const result = await db.execute(
    sql`select updated_at${sql.raw(columns.map((column) => `, "${column}"`).join(''))}
        from ${sql.identifier(LOCKABLE_TABLES[collection])} where id = ${doc.id} for update`,
  )
  const row = result.rows[0] as Record<string, unknown> | undefined
  if (!row) throw new APIError(DELETED_MEANWHILE, 409, null, true)
  const sameTime = new Date(row.updated_at as string).getTime() === new Date(doc.updatedAt).getTime()
  const sameDecisive = columns.every((column) => comparable(row[column]) === comparable(decisive[column]))
  if (!sameTime || !sameDecisive) throw new APIError(CONCURRENT_CHANGE, 409, null, true)
}
