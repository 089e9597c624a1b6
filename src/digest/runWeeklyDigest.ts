import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { findProjectsToAmplify } from '@/community/weekProjects'
import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import type { ActionType } from '@/domain/declaredActions/declaredActions'
import { listSize } from '@/domain/community'
import { wantsEmail } from '@/domain/notifications'
import { periodOf } from '@/domain/points/periods'
import { publicProjectPath } from '@/domain/projects/projectVisibility'
import { DEFAULT_RULES } from '@/domain/rules'
import { actionGains, semesterStanding } from '@/domain/points/standing'
import {
  DIGEST_MEMBERS_PAGE,
  DIGEST_PENDING_SHOWN,
  digestWeek,
  newFeedbackSince,
  weeklyDigestDue,
  weeklyDigestKey,
  weeklyDigestNotice,
  type DigestPending,
  type DigestProject,
  type WeeklyDigestContent,
} from '@/domain/email/weeklyDigestRules'
import { exposureWeekLabel, parisWeekMonday } from '@/domain/weeks'
import { queueEmailsInBulk } from '@/email/queueEmail'
import { weeklyDigestEmail } from '@/email/templates/weeklyDigestEmail'
import { notifyMembersInBulk } from '@/notifications/notifyMember'
import { pointsOfMembersInPeriod } from '@/points/periodPoints'
import { siteUrl } from '@/siteUrl'

import { digestUnsubscribeUrl } from './unsubscribe'

export type WeeklyDigestResult = { notified: number }

async function newFeedbackProjects(payload: Payload, since: Date, limit: number) {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    select p.title, p.slug,
      (select count(*) from feedbacks f where f.project_id = p.id and f.status = 'visible')::int as feedbacks
    from projects p
    where p.request_type = 'feedback' and p.status = 'published' and p.slug is not null
      and not coalesce(p.feedback_closed, false)
      and exists (
        select 1 from audit_log a
        where a.target_collection = 'projects' and a.target_id = p.id::text
          and a."to" = 'published' and a.created_at >= ${since.toISOString()}
      )
    order by p.created_at desc, p.id desc
    limit ${limit}`)
  return (rows as { title: string; slug: string; feedbacks: number }[]).map((row) => ({
    title: row.title,
    path: publicProjectPath(row.slug),
    feedbacks: row.feedbacks,
  }))
}

async function activeMembersAfter(payload: Payload, afterId: number) {
  const { docs } = await payload.find({
    collection: 'members',
    where: { and: [{ status: { equals: 'active' } }, { id: { greater_than: afterId } }] },
    sort: 'id',
    limit: DIGEST_MEMBERS_PAGE,
    pagination: false,
    depth: 0,
    select: {
      email: true,
      first_name: true,
      activated_at: true,
      threshold_exempt: true,
      email_digest: true,
      email_preferences: true,
    },
    overrideAccess: true,
  })
  return docs
}

async function alreadyTold(payload: Payload, week: string, memberIds: number[]) {
  const db = await drizzleFor(payload)
  const keys = memberIds.map((id) => weeklyDigestKey(week, id))
  const { rows } = await db.execute(sql`
    select member_id from notifications where dedupe_key = any(${`{${keys.join(',')}}`}::text[])`)
  return new Set((rows as { member_id: number }[]).map((row) => Number(row.member_id)))
}

async function pendingDeclaredActions(payload: Payload, memberIds: number[]) {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    select member_id, action_type, title, total from (
      select d.member_id, d.action_type, p.title,
             count(*) over (partition by d.member_id) as total,
             row_number() over (partition by d.member_id order by d.created_at desc, d.id desc) as rank
      from declared_actions d join projects p on p.id = d.project_id
      where d.status = 'pending' and d.member_id = any(${`{${memberIds.join(',')}}`}::int[])
    ) ranked
    where rank <= ${DIGEST_PENDING_SHOWN}
    order by member_id, rank`)
  const byMember = new Map<number, { shown: DigestPending[]; total: number }>()
  for (const row of rows as { member_id: number; action_type: ActionType; title: string; total: string }[]) {
    const entry = byMember.get(Number(row.member_id)) ?? { shown: [], total: Number(row.total) }
    entry.shown.push({ projectTitle: row.title, actionType: row.action_type })
    byMember.set(Number(row.member_id), entry)
  }
  return byMember
}

/**
 * "Cette semaine dans la Tryb", Monday from 08:00 Paris (`weeklyDigestDue`); later runs that day
 * send only what a failed run left. Each active member's notification and e-mail are written once,
 * under the notice's unique key (`week_projects:<Monday>:<member id>`) and in the same
 * transaction, so a rerun or a second worker writes nothing more. Members are read and told a
 * page at a time; what they share is read once.
 */
export async function runWeeklyDigest(payload: Payload, now: Date = new Date()): Promise<WeeklyDigestResult> {
  if (!weeklyDigestDue(now)) return { notified: 0 }
  const rules = await payload.findGlobal({ slug: 'rules', depth: 0 })
  const [projects, feedback] = await Promise.all([
    findProjectsToAmplify(payload, rules, now),
    newFeedbackProjects(
      payload,
      newFeedbackSince(now),
      listSize(rules.home_feedback_count, DEFAULT_RULES.home_feedback_count),
    ),
  ])
  const week = digestWeek(now)
  const shared = {
    weekLabel: exposureWeekLabel(parisWeekMonday(now)),
    projects: projects
      .filter((project) => project.slug)
      .map((project): DigestProject => ({
        title: project.title,
        path: publicProjectPath(project.slug!),
        posts: (project.posts_to_support ?? []).map(({ url, network }) => ({ url, network })),
      })),
    feedback,
    gains: actionGains(rules.points),
  }

  let notified = 0
  let afterId = 0
  for (;;) {
    const page = await activeMembersAfter(payload, afterId)
    if (page.length === 0) break
    afterId = page[page.length - 1].id
    // The hourly runs after 08:00 read who was told and skip them: a catch-up writes only what is missing.
    const told = await alreadyTold(
      payload,
      week,
      page.map((member) => member.id),
    )
    const members = page.filter((member) => !told.has(member.id))
    if (members.length === 0) {
      if (page.length < DIGEST_MEMBERS_PAGE) break
      continue
    }
    const ids = members.map((member) => member.id)
    const [points, pending] = await Promise.all([
      pointsOfMembersInPeriod(payload, ids, periodOf(now)),
      pendingDeclaredActions(payload, ids),
    ])
    const digests = members.map((member) => {
      const content: WeeklyDigestContent = {
        ...shared,
        firstName: member.first_name,
        standing: semesterStanding({
          points: points.get(member.id) ?? 0,
          threshold: rules.active_threshold,
          activatedAt: member.activated_at,
          exempt: member.threshold_exempt,
          now,
        }),
        pending: pending.get(member.id) ?? { shown: [], total: 0 },
      }
      return { member, content }
    })
    // A page in one transaction and a few statements: its notices, then the e-mails of those this
    // run told and who want it (8,533 digests one transaction each took 79.5 s).
    notified += await inTransaction({ payload }, async (req) => {
      const told = await notifyMembersInBulk(
        req,
        digests.map(({ member, content }) => ({
          memberId: member.id,
          kind: 'week_projects' as const,
          dedupeKey: weeklyDigestKey(week, member.id),
          ...weeklyDigestNotice(content),
          link: '/dashboard',
        })),
      )
      await queueEmailsInBulk(
        req,
        digests
          .filter(({ member }) => told.has(member.id) && wantsEmail(member, 'week_projects'))
          .map(({ member, content }) =>
            weeklyDigestEmail({
              to: member.email,
              content,
              siteUrl: siteUrl(),
              unsubscribeUrl: digestUnsubscribeUrl(payload, member.id),
            }),
          ),
      )
      return told.size
    })
    if (page.length < DIGEST_MEMBERS_PAGE) break
  }
  return { notified }
}
