import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { relationId } from '@/domain/relationId'
import { REPORT_PROBLEMS_SHOWN, reportSummary } from '@/domain/reports/projectReports'
import { decodeReportCsv, parseReportCsv, reportTextUrls, type ReportProblem } from '@/domain/reports/reportCsv'
import { urlMatchKey } from '@/domain/webUrl'
import type { DeclaredAction, User } from '@/payload-types'
import { readStoredUpload } from '@/uploads/readStoredUpload'

import { validateMatchedActions } from './validateMatchedActions'

type Staff = User & { collection: 'users' }

export type ProcessReportResult =
  | {
      ok: true
      reportId: number
      validatedActions: number
      pointsAwarded: number
      contributors: number
      summary: string
      /** The first rows that were not used, by line (line 0: the file as a whole). */
      problems: ReportProblem[]
      problemCount: number
      rowsRead: number
      /** Matched declarations this call went through (validated, skipped or refused). */
      processed: number
      remaining: number
      resume: ReportRunResume | null
      /** When the run started: what its undo takes back (`undoReportRun`). */
      since: string
    }
  | { ok: false; reason: 'forbidden' | 'no-report' }

/** A declaration it could not validate stays pending and is not tried again in the same run. */
export type ReportRunResume = { since: string; afterId: number }

/** Re-reading the CSV per batch costs more than the batch's statements, so batches are large. */
export const REPORT_BATCH_SIZE = 500

export const mayProcessReports = (user: PayloadRequest['user']): user is Staff => isAdmin(user)

type PendingAction = Pick<DeclaredAction, 'id' | 'member' | 'action_type' | 'url'>

/**
 * Batches let the screen show progress; a lock on the report serialises
 * two admins, and the ledger's uniqueness is the last guard.
 */
export async function processLatestProjectReport(
  payload: Payload,
  {
    projectId,
    user,
    now = new Date(),
    batchSize,
    resume = null,
  }: {
    projectId: number
    user: PayloadRequest['user']
    now?: Date
    batchSize?: number
    resume?: ReportRunResume | null
  },
): Promise<ProcessReportResult> {
  if (batchSize !== undefined) return processReportBatch(payload, { projectId, user, now, batchSize, resume })
  const problems: ReportProblem[] = []
  let problemCount = 0
  let processed = 0
  let next = resume
  for (;;) {
    const batch = await processReportBatch(payload, {
      projectId,
      user,
      now,
      batchSize: REPORT_BATCH_SIZE,
      resume: next,
    })
    if (!batch.ok) return batch
    problems.push(...batch.problems)
    problemCount += batch.problemCount
    processed += batch.processed
    next = batch.resume
    if (!next)
      return { ...batch, problems: problems.slice(0, REPORT_PROBLEMS_SHOWN), problemCount, processed, remaining: 0 }
  }
}

async function processReportBatch(
  payload: Payload,
  {
    projectId,
    user,
    now,
    batchSize,
    resume,
  }: { projectId: number; user: PayloadRequest['user']; now: Date; batchSize: number; resume: ReportRunResume | null },
): Promise<ProcessReportResult> {
  if (!mayProcessReports(user)) return { ok: false, reason: 'forbidden' }
  const { docs } = await payload.find({
    collection: 'project-reports',
    where: { project: { equals: projectId } },
    sort: ['-createdAt', '-id'],
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const report = docs[0]
  if (!report) return { ok: false, reason: 'no-report' }

  return inTransaction({ payload, user }, async (runReq) => {
    const db = await drizzleFor(payload, runReq)
    await db.execute(sql`select id from project_reports where id = ${report.id} for update`)
    // Taken once the lock is held, on the clock that stamps the validations and their credits.
    const since = resume?.since ?? new Date().toISOString()

    // The file's own problems are told once, with the run's first batch.
    const problems: ReportProblem[] = []
    const csv = report.report_file ? await readReportCsv(payload, relationId(report.report_file), runReq) : null
    if (csv === 'missing' && !resume) problems.push({ line: 0, reason: 'Fichier CSV introuvable.' })
    const parsed = csv && csv !== 'missing' ? parseReportCsv(csv) : null
    if (parsed && !resume) problems.push(...parsed.problems)
    const textUrls = reportTextUrls(report.report_text ?? '')

    const pending = await payload.find({
      collection: 'declared-actions',
      where: {
        and: [
          { project: { equals: projectId } },
          { status: { equals: 'pending' } },
          ...(resume ? [{ id: { greater_than: resume.afterId } }] : []),
        ],
      },
      select: { member: true, action_type: true, url: true },
      pagination: false,
      depth: 0,
      req: runReq,
    })
    const matched = matchPendingActions(pending.docs, parsed?.rows ?? [], textUrls)
    const batch = matched.slice(0, Math.max(1, batchSize))

    await validateMatchedActions(runReq, { projectId, ids: batch.map((action) => action.id), adminId: user.id })

    const remaining = matched.length - batch.length
    const counts = await validatedSince(payload, runReq, { projectId, adminId: user.id, since })
    const summary = reportSummary(counts)
    await payload.update({
      collection: 'project-reports',
      id: report.id,
      // Processed (the impact report final, its owner told: `announceFinalReport`) only when the
      // run's last batch is done; the batches before it update the summary alone.
      data:
        remaining > 0
          ? { processing_summary: summary }
          : { processed_at: now.toISOString(), processing_summary: summary },
      req: runReq,
      overrideAccess: false,
      user,
      depth: 0,
    })
    return {
      ok: true,
      reportId: report.id,
      ...counts,
      summary,
      problems: problems.slice(0, REPORT_PROBLEMS_SHOWN),
      problemCount: problems.length,
      rowsRead: (parsed?.recordCount ?? 0) + textUrls.length,
      processed: batch.length,
      remaining,
      resume: remaining > 0 ? { since, afterId: batch.at(-1)!.id } : null,
      since,
    }
  })
}

/**
 * Counted from the database, not from what the run believes it did; a re-validated action's credit is in its next slot
 * (`41/1`). The run's declarations and the credits written since it started are grouped by declaration rather than
 * joined: the planner, which has not seen these fresh rows, took both sides for one row and looped over one for each
 * row of the other (1.8 s for 2,000 at 10,000 members).
 */
async function validatedSince(
  payload: Payload,
  req: PayloadRequest,
  { projectId, adminId, since }: { projectId: number; adminId: number; since: string },
): Promise<{ validatedActions: number; pointsAwarded: number; contributors: number }> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    select count(*)::int as actions, count(distinct member_id)::int as contributors,
      coalesce(sum(points), 0)::int as points
    from (
      select max(member_id) as member_id, sum(points) as points
      from (
        select a.id::text as action_key, a.member_id, true as of_run, 0 as points
        from declared_actions a
        where a.project_id = ${projectId} and a.status = 'validated_auto' and a.validated_by_id = ${adminId}
          and a.updated_at >= ${since}
        union all
        select split_part(l.source_id, '/', 1), null, false, l.points
        from points_ledger l
        where l.source_type = 'declared-action' and l.created_at >= ${since} and l.points > 0
      ) as slots
      group by action_key
      having bool_or(of_run)
    ) as run_actions`)
  const row = rows[0] as { actions: number; contributors: number; points: number }
  return { validatedActions: row.actions, pointsAwarded: row.points, contributors: row.contributors }
}

/** By id: the order two runs lock rows in. */
function matchPendingActions(
  pending: PendingAction[],
  rows: { urlKey: string; actionType: string }[],
  textUrls: { urlKey: string }[],
): PendingAction[] {
  const byLink = new Map<string, PendingAction[]>()
  for (const action of pending) {
    const key = urlMatchKey(action.url)
    if (!key) continue
    const same = byLink.get(key)
    if (same) same.push(action)
    else byLink.set(key, [action])
  }
  const matched = new Map<number, PendingAction>()
  for (const row of rows) {
    for (const action of byLink.get(row.urlKey) ?? [])
      if (action.action_type === row.actionType) matched.set(action.id, action)
  }
  for (const link of textUrls) for (const action of byLink.get(link.urlKey) ?? []) matched.set(action.id, action)
  return [...matched.values()].sort((a, b) => a.id - b.id)
}

async function readReportCsv(payload: Payload, fileId: number, req: PayloadRequest): Promise<string | 'missing'> {
  const upload = await payload.findByID({ collection: 'report-files', id: fileId, depth: 0, disableErrors: true, req })
  const bytes = upload && (await readStoredUpload(req, 'report-files', upload))
  return bytes ? decodeReportCsv(bytes) : 'missing'
}
