import { sql } from 'drizzle-orm'
import { Forbidden, type Payload, type PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { atRiskReason, graceStart } from '@/domain/members/atRisk'
import { requirementSteps, weekFlag } from '@/domain/moderation/moderationQueues'
import { parisDayStart } from '@/domain/points/periods'
import { projectStatusLabel, type ProjectStatus } from '@/domain/projects/projectVisibility'
import { daysLeftInSemester, semesterOf } from '@/domain/semesters'
import { exposureWeekLabel, parisWeekMonday } from '@/domain/weeks'

import { recentAuditHistory, type HistoryEntry } from '@/audit/auditHistory'
import { rulesForRender } from './queues'

export const CALENDAR_WEEKS = 8
export const AT_RISK_LIMIT = 20
export const RECENT_AUDIT_ENTRIES = 10

export type CalendarWeek = {
  monday: string
  label: string
  current: boolean
  flag: string | null
  projects: { id: number; title: string; status: string }[]
}

export type MemberAtRisk = {
  id: number
  name: string
  points: number
  required: number
  missing: number
  reactivationAsked: boolean
  reason: string
  remindedAt: string | null
}

export type Cockpit = {
  delays: { visibility: number; feedback: number; actions: number }
  calendar: CalendarWeek[]
  atRisk: { members: MemberAtRisk[]; daysLeft: number }
  activity: { validatedActions: number; pointsCredited: number; newMembers: number; publishedProjects: number }
  audit: HistoryEntry[]
}

/** A constant number of SQL statements whatever the tables' sizes. */
export async function loadCockpit(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  now: Date = new Date(),
): Promise<Cockpit> {
  if (!isAdmin(user ?? null)) throw new Forbidden()
  const rules = await rulesForRender(payload)
  const [calendar, atRisk, activity, audit] = await Promise.all([
    amplificationCalendar(payload, now, rules.home_visibility_count),
    membersAtRisk(payload, now, rules.active_threshold),
    weekActivity(payload, now),
    recentAuditHistory(payload, RECENT_AUDIT_ENTRIES),
  ])
  return {
    delays: {
      visibility: rules.visibility_answer_hours,
      feedback: rules.feedback_moderation_hours,
      actions: rules.action_verification_hours,
    },
    calendar,
    atRisk,
    activity,
    audit,
  }
}

function weekStart(now: Date): Date {
  const monday = parisWeekMonday(now)
  return parisDayStart(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate())
}

async function amplificationCalendar(payload: Payload, now: Date, perWeek: number): Promise<CalendarWeek[]> {
  const first = parisWeekMonday(now)
  const mondays = Array.from({ length: CALENDAR_WEEKS }, (_, week) => parisWeekMonday(now, week))
  const afterLast = parisWeekMonday(now, CALENDAR_WEEKS)
  const { docs } = await payload.find({
    collection: 'projects',
    where: {
      and: [
        { status: { in: ['approved', 'scheduled', 'published'] } },
        { request_type: { equals: 'visibility' } },
        { exposure_week_start: { greater_than_equal: first.toISOString() } },
        { exposure_week_start: { less_than: afterLast.toISOString() } },
      ],
    },
    sort: ['exposure_week_start', 'createdAt'],
    // Eight weeks of a few projects each; the cap only guards against a runaway schedule.
    limit: 200,
    pagination: false,
    depth: 0,
    select: { title: true, status: true, request_type: true, exposure_week_start: true },
  })
  return mondays.map((monday, index) => {
    const projects = docs
      .filter((project) => project.exposure_week_start?.slice(0, 10) === monday.toISOString().slice(0, 10))
      .map((project) => ({
        id: project.id,
        title: project.title,
        status: projectStatusLabel(project.status as ProjectStatus, project.request_type),
      }))
    return {
      monday: monday.toISOString().slice(0, 10),
      label: exposureWeekLabel(monday),
      current: index === 0,
      flag: weekFlag(projects.length, perWeek, index === 0),
      projects,
    }
  })
}

/** The lowest semester totals read as candidates for "Membres à risque" (the index's walk stops there). */
export const AT_RISK_LOWEST_TOTALS = 100

/**
 * Candidates are read by index walks under a LIMIT (lowest totals of `derived.member_period_points`, longest-active
 * members without a point, open reactivation requests): the cost follows the list, not the membership. Exact for
 * members owing the whole threshold; one activated this semester is ranked among the candidates only.
 */
async function membersAtRisk(payload: Payload, now: Date, threshold: number) {
  const semester = semesterOf(now)
  const steps = requirementSteps(threshold, semester)
  // Typed parameters: untyped ones would make the CASE a text, compared with a numeric sum.
  const required =
    steps.length === 0
      ? sql`${threshold}::int`
      : sql`case ${sql.join(
          steps.map(
            (step) => sql`when m.activated_at >= ${step.from.toISOString()}::timestamptz then ${step.required}::int`,
          ),
          sql` `,
        )} else ${threshold}::int end`
  const period = semester.key
  const grace = graceStart(now).toISOString()
  const eligible = sql`m.status = 'active' and m.threshold_exempt is not true
    and (m.activated_at is null or m.activated_at < ${grace}::timestamptz)`
  const noPointYet = sql`not exists (
    select 1 from derived.member_period_points z where z.member_id = m.id and z.period = ${period})`
  // Joining the members again would scan them all.
  const person = sql`m.id, m.first_name, m.last_name, m.activated_at, m.status`
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{
    id: number
    first_name: string
    last_name: string | null
    points: string
    required: string
    asked_at: string | null
    reminded_at: string | null
  }>(sql`
    with candidates as (
      (select ${person} from derived.member_period_points t
       join members m on m.id = t.member_id
       where t.period = ${period} and t.points < ${threshold}::int and ${eligible}
       order by t.points, t.member_id limit ${AT_RISK_LOWEST_TOTALS}::int)
      union
      (select ${person} from members m where ${eligible} and m.activated_at is null and ${noPointYet}
       order by m.id limit ${AT_RISK_LIMIT}::int)
      union
      (select ${person} from members m where ${eligible} and m.activated_at is not null and ${noPointYet}
       order by m.activated_at, m.id limit ${AT_RISK_LIMIT}::int)
      union
      (select ${person} from reactivation_requests r join members m on m.id = r.member_id
       where r.status = 'open' and m.status = 'inactive'
       order by r.created_at, r.id limit ${AT_RISK_LIMIT}::int)
    ),
    standing as (
      -- One lookup per candidate by primary key or index, whatever the tables' sizes.
      select m.id, m.first_name, m.last_name, ${required} as required,
             coalesce((select t.points from derived.member_period_points t
                       where t.member_id = m.id and t.period = ${period}), 0) as points,
             (select min(r.created_at) from reactivation_requests r
              where r.member_id = m.id and r.status = 'open' and m.status = 'inactive') as asked_at
      from candidates m
    ),
    listed as (
      select * from standing
      where asked_at is not null or points < required
      order by asked_at is null, required - points desc, points asc, id
      limit ${AT_RISK_LIMIT}::int
    )
    select l.*, (
      select max(a.created_at) from audit_log a
      where a.action = 'member.reminded' and a.target_collection = 'members' and a.target_id = l.id::text
    ) as reminded_at
    from listed l
    order by asked_at is null, required - points desc, points asc, id`)
  const daysLeft = daysLeftInSemester(now)
  return {
    daysLeft,
    members: rows.map((row) => {
      const points = Number(row.points)
      const required = Number(row.required)
      const missing = Math.max(0, required - points)
      const reactivationAskedAt = row.asked_at ? new Date(row.asked_at).toISOString() : null
      return {
        id: Number(row.id),
        name: `${row.first_name} ${row.last_name ?? ''}`.trim(),
        points,
        required,
        missing,
        reactivationAsked: reactivationAskedAt !== null,
        reason: atRiskReason({ points, required, missing, daysLeft, reactivationAskedAt }),
        remindedAt: row.reminded_at ? new Date(row.reminded_at).toISOString() : null,
      }
    }),
  }
}

/** Each count is served by a created_at index. */
async function weekActivity(payload: Payload, now: Date) {
  const since = weekStart(now).toISOString()
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<Record<string, string | null>>(sql`
    select
      (select coalesce(sum(sign(points)), 0) from points_ledger where created_at >= ${since}::timestamptz and source_type = 'declared-action') as validated_actions,
      (select coalesce(sum(points), 0) from points_ledger where created_at >= ${since}::timestamptz) as points_credited,
      (select count(*) from admin_decisions where created_at >= ${since}::timestamptz and action = 'activated')
        - (select count(*) from audit_log where created_at >= ${since}::timestamptz and action = 'member.undone' and "from" = 'active') as new_members,
      (select count(*) from audit_log where created_at >= ${since}::timestamptz and action = 'project.published') as published_projects`)
  const [row] = rows
  return {
    validatedActions: Number(row.validated_actions ?? 0),
    pointsCredited: Number(row.points_credited ?? 0),
    newMembers: Number(row.new_members ?? 0),
    publishedProjects: Number(row.published_projects ?? 0),
  }
}
