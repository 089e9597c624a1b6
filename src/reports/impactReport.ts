import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { isAdmin, isMember } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import type { ActionType } from '@/domain/declaredActions/declaredActions'
import { countOf } from '@/domain/french'
import {
  buildImpactReport,
  hasImpactReport,
  impactReportPath,
  impactTotals,
  VALIDATED_ACTION_STATUSES,
  type ImpactReport,
  type PreviousCampaigns,
  type SupportPost,
  type ValidatedAction,
} from '@/domain/reports/impactReport'
import type { SupportNetwork } from '@/domain/support/supportPosts'
import type { Project } from '@/payload-types'
import { storedWeekLabel } from '@/domain/weeks'
import { relationId } from '@/domain/relationId'
import { impactReportFinalEmail } from '@/email/templates/impactReport'
import { notifyMember } from '@/notifications/notifyMember'
import { siteUrl } from '@/siteUrl'

export type ReportProject = {
  id: number
  title: string
  slug: string | null
  /** The exposure week's Monday (ISO) and its label ("23-29 novembre"). */
  weekStart: string
  weekLabel: string
  posts: SupportPost[]
}

/**
 * Read with the viewer's rights, then kept for the owner and admins;
 * everyone else gets the same null as for a missing project.
 */
export async function findReportProject(
  payload: Payload,
  { projectId, user, now = new Date() }: { projectId: number; user: PayloadRequest['user']; now?: Date },
): Promise<ReportProject | null> {
  if (!Number.isSafeInteger(projectId) || projectId <= 0) return null
  if (!isAdmin(user) && !isMember(user)) return null
  const project = await payload.findByID({
    collection: 'projects',
    id: projectId,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!project) return null
  const mayRead = isAdmin(user) || (isMember(user) && relationId(project.owner) === user.id)
  return mayRead && hasImpactReport(project, now) ? reportProjectOf(project) : null
}

const reportProjectOf = (project: Project): ReportProject => ({
  id: project.id,
  title: project.title,
  slug: project.slug ?? null,
  weekStart: project.exposure_week_start!,
  weekLabel: storedWeekLabel(project.exposure_week_start) ?? '',
  posts: (project.posts_to_support ?? []).map(({ url, network }) => ({ url, network })),
})

type ActionRow = {
  id: number
  action_type: ActionType
  network: SupportNetwork | null
  url: string
  created_at: string | Date
  member_id: number
  points: number
}

const validatedStatuses = sql.join(
  VALIDATED_ACTION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/** Bounded without paging: declarations are unique per member, project and type. */
export async function validatedActionsOf(
  payload: Payload,
  projectId: number,
  req?: Partial<PayloadRequest>,
): Promise<ValidatedAction[]> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    select a.id, a.action_type, a.network, a.url, a.created_at, a.member_id, coalesce(l.points, 0)::int as points
    from declared_actions a
    left join points_ledger l on l.source_type = 'declared-action' and l.source_id = a.id::text
    where a.project_id = ${projectId} and a.status in (${validatedStatuses})
    order by a.created_at, a.id`)
  return (rows as ActionRow[]).map((row) => ({
    id: row.id,
    actionType: row.action_type,
    network: row.network,
    url: row.url,
    declaredAt: new Date(row.created_at).toISOString(),
    memberId: row.member_id,
    points: row.points,
  }))
}

/**
 * A processed reporting is not required: many owners send none
 * and their campaign still ran. The means are the domain's.
 */
async function previousCampaigns(
  payload: Payload,
  project: ReportProject,
  req?: Partial<PayloadRequest>,
): Promise<PreviousCampaigns> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    select count(*)::int as campaigns, coalesce(sum(c.actions), 0)::int as actions,
           coalesce(sum(c.contributors), 0)::int as contributors, coalesce(sum(c.points), 0)::int as points
    from (
      select p.id, count(a.id) as actions, count(distinct a.member_id) as contributors,
             coalesce(sum(l.points), 0) as points
      from projects p
      left join declared_actions a on a.project_id = p.id and a.status in (${validatedStatuses})
      left join points_ledger l on l.source_type = 'declared-action' and l.source_id = a.id::text
      where p.request_type = 'visibility' and p.status in ('scheduled', 'published')
        and p.exposure_week_start < ${project.weekStart} and p.id <> ${project.id}
      group by p.id
    ) c`)
  return rows[0] as PreviousCampaigns
}

async function lastProcessing(payload: Payload, projectId: number, req?: Partial<PayloadRequest>) {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    select max(processed_at) as processed_at,
      (select reported_views from project_reports where project_id = ${projectId} and reported_views is not null
        order by created_at desc, id desc limit 1) as reported_views
    from project_reports where project_id = ${projectId}`)
  const row = rows[0] as { processed_at: string | Date | null; reported_views: string | number | null } | undefined
  const processedAt = row?.processed_at ?? null
  return {
    processedAt: processedAt === null ? null : new Date(processedAt).toISOString(),
    reportedViews: row?.reported_views == null ? null : Number(row.reported_views),
  }
}

/** The report of a project `findReportProject` returned: three statements, whatever the campaign's size. */
export async function impactReportOf(
  payload: Payload,
  project: ReportProject,
  req?: Partial<PayloadRequest>,
): Promise<ImpactReport & { reportedViews: number | null }> {
  // One after the other: inside a transaction they share its one connection.
  const actions = await validatedActionsOf(payload, project.id, req)
  const { processedAt, reportedViews } = await lastProcessing(payload, project.id, req)
  const previous = await previousCampaigns(payload, project, req)
  return {
    ...buildImpactReport({ weekStart: project.weekStart, actions, posts: project.posts, processedAt, previous }),
    reportedViews,
  }
}

/**
 * Once per project whatever the number of runs (the dedupe key), in the transaction that marks the reporting processed.
 */
export async function notifyImpactReportFinal(req: PayloadRequest, projectId: number, now = new Date()) {
  const { payload } = req
  const project = await payload.findByID({ collection: 'projects', id: projectId, depth: 0, req, disableErrors: true })
  const ownerId = relationId(project?.owner)
  if (!project || ownerId === undefined || !hasImpactReport(project, now)) return false
  const owner = await payload.findByID({ collection: 'members', id: ownerId, depth: 0, req, disableErrors: true })
  if (!owner) return false
  // The totals alone: the comparison with every earlier campaign reads the whole history (2.5 s at 10,000 members).
  const totals = impactTotals(await validatedActionsOf(payload, project.id, req))
  const link = impactReportPath(project.id)
  const summary = [
    countOf(totals.actions, 'action validée', 'actions validées'),
    countOf(totals.contributors, 'contributeur', 'contributeurs'),
    countOf(totals.points, 'point distribué', 'points distribués'),
  ].join(', ')
  return notifyMember(req, owner, {
    kind: 'impact_report_final',
    dedupeKey: `impact_report_final:${project.id}`,
    title: `Ton rapport d’impact est prêt : « ${project.title} »`,
    body: `${summary}.`,
    link,
    email: impactReportFinalEmail({
      to: owner.email,
      firstName: owner.first_name,
      title: project.title,
      summary,
      url: `${siteUrl()}${link}`,
      preferencesUrl: `${siteUrl()}/profile#preferences-email`,
    }),
  })
}
