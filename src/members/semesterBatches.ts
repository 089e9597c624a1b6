import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { expireTags } from '@/cache/expireTags'
import { MEMBERSHIP_COUNT_TAG } from '@/domain/infrastructure/cacheTags'
import type { PointsRule } from '@/domain/declaredActions/declaredActions'
import { countOf } from '@/domain/french'
import { wantsEmail } from '@/domain/notifications'
import type { Semester } from '@/domain/semesters'
import { queueEmailsInBulk } from '@/email/queueEmail'
import { semesterDeactivatedEmail, semesterReminderEmail } from '@/email/templates/semester'
import { recordAuditsInBulk } from '@/audit/recordAudit'
import { notifyMembersInBulk } from '@/notifications/notifyMember'
import { siteUrl } from '@/siteUrl'

/** A member the job acts on, and their standing in the semester it judges. */
export type Judgement = { memberId: number; points: number; required: number }

export type ReminderKind = 'reminder_3_weeks' | 'reminder_1_week'

type Acted = { id: number; email: string; first_name: string; points: number; required: number }

const asRecords = (judgements: Judgement[]) =>
  JSON.stringify(judgements.map(({ memberId, points, required }) => ({ member_id: memberId, points, required })))

export const deactivationNotes = (semester: Semester, { points, required }: { points: number; required: number }) =>
  `Clôture du semestre ${semester.key} : ${points} points sur ${required} requis.`

/**
 * Makes inactive, in `req`'s transaction, those of `judgements` still active, with a fixed number
 * of statements whatever the batch's size: their notice, status and ended sessions, the decision
 * and audit entry, the e-mail in the outbox. Exactly once: the members are locked in id order and
 * only those whose notice this statement wrote are acted on (a rerun, or another server's run at
 * the same moment, finds the notice and skips them; a batch rolled back wrote none). Returns how
 * many it made inactive.
 */
export async function deactivateBatch(req: PayloadRequest, semester: Semester, judgements: Judgement[]) {
  if (judgements.length === 0) return 0
  const db = await drizzleFor(req.payload, req)
  const { rows: acted } = await db.execute<Acted>(sql`
    with judged as (
      select * from jsonb_to_recordset(${asRecords(judgements)}::jsonb) as j(member_id int, points int, required int)
    ),
    locked as (
      select m.id from members m join judged on judged.member_id = m.id
      where m.status = 'active'
      order by m.id
      for update of m
    ),
    noticed as (
      insert into semester_notices (member_id, period, kind, points, created_at, updated_at)
      select judged.member_id, ${semester.key}, 'deactivated', judged.points, now(), now()
      from judged join locked on locked.id = judged.member_id
      on conflict (member_id, period, kind) do nothing
      returning member_id
    )
    update members m set status = 'inactive', updated_at = now()
    from noticed join judged on judged.member_id = noticed.member_id
    where m.id = noticed.member_id
    returning m.id, m.email, m.first_name, judged.points, judged.required`)
  if (acted.length === 0) return 0
  const ids = `{${acted.map((member) => member.id).join(',')}}`

  // Signed out everywhere at once, as `endSessionsOnDeactivation` does for one member.
  await db.execute(sql`delete from members_sessions where _parent_id = any(${ids}::int[])`)
  const decisions = acted.map((member) => ({ member_id: member.id, notes: deactivationNotes(semester, member) }))
  await db.execute(sql`
    insert into admin_decisions (member_id, action, notes, created_at, updated_at)
    select d.member_id, 'deactivated', d.notes, now(), now()
    from jsonb_to_recordset(${JSON.stringify(decisions)}::jsonb) as d(member_id int, notes varchar)`)
  await recordAuditsInBulk(
    req,
    decisions.map((decision) => ({
      action: 'member.deactivated',
      collection: 'members' as const,
      id: decision.member_id,
      from: 'active',
      to: 'inactive',
      notes: decision.notes,
    })),
  )
  const charterUrl = new URL('/charte', siteUrl()).toString()
  await queueEmailsInBulk(
    req,
    acted.map((member) =>
      semesterDeactivatedEmail({
        to: member.email,
        firstName: member.first_name,
        points: member.points,
        required: member.required,
        url: charterUrl,
      }),
    ),
  )
  await expireTags(req, [MEMBERSHIP_COUNT_TAG])
  return acted.length
}

type Reminded = Acted & { email_digest: boolean | null; email_preferences_semester: boolean | null }

/**
 * Sends the `kind` reminder of `semester` to those of `judgements` still active, in `req`'s
 * transaction and a fixed number of statements: the notice that makes it once, the notification
 * under their bell and, unless they turned the topic off, the e-mail. Returns how many it reminded.
 */
export async function remindBatch(
  req: PayloadRequest,
  semester: Semester,
  kind: ReminderKind,
  judgements: Judgement[],
  daysLeft: number,
  rulePoints: Record<PointsRule, number>,
) {
  if (judgements.length === 0) return 0
  const db = await drizzleFor(req.payload, req)
  const { rows: reminded } = await db.execute<Reminded>(sql`
    with judged as (
      select * from jsonb_to_recordset(${asRecords(judgements)}::jsonb) as j(member_id int, points int, required int)
    ),
    noticed as (
      insert into semester_notices (member_id, period, kind, points, created_at, updated_at)
      select judged.member_id, ${semester.key}, ${kind}, judged.points, now(), now()
      from judged join members m on m.id = judged.member_id and m.status = 'active'
      order by judged.member_id
      on conflict (member_id, period, kind) do nothing
      returning member_id
    )
    select m.id, m.email, m.first_name, m.email_digest, m.email_preferences_semester, judged.points, judged.required
    from noticed join members m on m.id = noticed.member_id join judged on judged.member_id = noticed.member_id`)
  if (reminded.length === 0) return 0

  const title = `Plus que ${countOf(daysLeft, 'jour', 'jours')} avant la fin du semestre`
  await notifyMembersInBulk(
    req,
    reminded.map((member) => ({
      memberId: member.id,
      kind: 'semester_warning' as const,
      title,
      body: `${countOf(member.points, 'point', 'points')} sur les ${member.required} nécessaires pour rester membre actif.`,
      link: '/dashboard',
    })),
  )
  const dashboardUrl = new URL('/dashboard', siteUrl()).toString()
  const choices = (member: Reminded) => ({
    email_digest: member.email_digest,
    email_preferences: { semester: member.email_preferences_semester },
  })
  await queueEmailsInBulk(
    req,
    reminded
      .filter((member) => wantsEmail(choices(member), 'semester_warning'))
      .map((member) =>
        semesterReminderEmail({
          to: member.email,
          firstName: member.first_name,
          points: member.points,
          required: member.required,
          daysLeft,
          rulePoints,
          url: dashboardUrl,
        }),
      ),
  )
  return reminded.length
}
