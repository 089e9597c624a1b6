import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { wantsEmail, type EmailChoices, type NotificationKind } from '@/domain/notifications'
import { queueEmail, type OutgoingEmail } from '@/email/queueEmail'

export type MemberNotice = {
  kind: NotificationKind
  title: string
  body?: string | null
  link?: string | null
  /** Makes the notice unique (a member's week, a project's final report): written once at most. */
  dedupeKey?: string | null
  email?: OutgoingEmail | null
}

export type NoticeRecipient = EmailChoices & { id: number }

/**
 * Both in `req`'s transaction, so they roll back or commit together;
 * a `dedupeKey` already written makes a rerun write nothing.
 */
export async function notifyMember(req: PayloadRequest, member: NoticeRecipient, notice: MemberNotice) {
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`
    insert into notifications (member_id, kind, title, body, link, dedupe_key, created_at, updated_at)
    values (${member.id}, ${notice.kind}, ${notice.title}, ${notice.body ?? null}, ${notice.link ?? null},
            ${notice.dedupeKey ?? null}, now(), now())
    on conflict (dedupe_key) do nothing
    returning id`)
  if (rows.length === 0) return false
  if (notice.email && wantsEmail(member, notice.kind)) await queueEmail(req, notice.email)
  return true
}

/**
 * Many notices under many bells in one statement, in the transaction of `req`: for notices whose
 * e-mails, if any, the caller queues in bulk for the members returned (a report's batch of
 * validations, the weekly digest's page of members). Notices whose `dedupeKey` is already written
 * are skipped: the ids returned are those of the members whose notice this statement wrote.
 */
export async function notifyMembersInBulk(
  req: PayloadRequest,
  notices: (Omit<MemberNotice, 'email'> & { memberId: number })[],
): Promise<Set<number>> {
  if (notices.length === 0) return new Set()
  const db = await drizzleFor(req.payload, req)
  const rows = notices.map((notice) => ({
    member_id: notice.memberId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body ?? null,
    link: notice.link ?? null,
    dedupe_key: notice.dedupeKey ?? null,
  }))
  const { rows: written } = await db.execute<{ member_id: number }>(sql`
    insert into notifications (member_id, kind, title, body, link, dedupe_key, created_at, updated_at)
    select n.member_id, n.kind, n.title, n.body, n.link, n.dedupe_key, now(), now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as n(
      member_id int, kind enum_notifications_kind, title varchar, body varchar, link varchar, dedupe_key varchar)
    on conflict (dedupe_key) do nothing
    returning member_id`)
  return new Set(written.map((row) => Number(row.member_id)))
}
