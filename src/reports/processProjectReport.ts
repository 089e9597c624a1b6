import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { relationId } from '@/db/relationId'
import { reportSummary } from '@/domain/projectReports'
import { decodeReportCsv, parseReportCsv, reportTextUrls, type ReportProblem } from '@/domain/reportCsv'
import { urlMatchKey } from '@/domain/webUrl'
import { ruleRefusal } from '@/errors/ruleRefusal'
import { lockRowStatus } from '@/moderation/lockedStatus'
import type { DeclaredAction, User } from '@/payload-types'
import { uploadDir } from '@/uploads/uploadDir'

type Staff = User & { collection: 'users' }

/** At most this many problems go back to the admin screen (a 50,000-row file can hold as many). */
const PROBLEMS_SHOWN = 200

const VALIDATION_NOTES = 'Validée par le traitement du reporting du porteur.'

export type ProcessReportResult =
  | {
      ok: true
      reportId: number
      validatedActions: number
      pointsAwarded: number
      contributors: number
      /** The spec's sentence, also stored as the report's processing_summary. */
      summary: string
      /** The first rows that were not used, by line (line 0: the file as a whole). */
      problems: ReportProblem[]
      problemCount: number
      /** CSV rows read (header and blank lines left out) plus the links found in the text. */
      rowsRead: number
    }
  | { ok: false; reason: 'forbidden' | 'no-report' }

/** Who may process reports: staff holding the admin role (not marketing, not members). */
export const mayProcessReports = (user: PayloadRequest['user']): user is Staff => isAdmin(user)

type PendingAction = Pick<DeclaredAction, 'id' | 'member' | 'action_type' | 'url'>

/**
 * "Traiter reporting" (spec 02): reads the project's latest report (its CSV and the links of
 * its text), matches them against the project's PENDING declared actions and validates each
 * match (`validated_auto`), which credits its points through `creditOnValidation`.
 *
 * Matching (DESIGN): a CSV row matches a pending declaration with the same normalised link
 * (`urlMatchKey`) and the same action type. A link in the free text carries no type, so it
 * matches the pending declarations with that link whatever their type. `author_handle` is not
 * used: members have no social handles stored to compare it with.
 *
 * Exactly once: a run holds a lock on the report for its whole length, so two admins clicking at
 * once process it one after the other (the second finds nothing pending left). Each action is
 * validated in its own short transaction that locks the action row and re-checks it is still
 * pending, so a refused update (the status machine) skips that action without undoing the
 * others, and the ledger's uniqueness per action stays the last guard. Everything is matched in
 * memory from one query: only matched actions cost a write. The report keeps the summary of its
 * last run (processed again, it says what that run did, often nothing).
 */
export async function processLatestProjectReport(
  payload: Payload,
  { projectId, user, now = new Date() }: { projectId: number; user: PayloadRequest['user']; now?: Date },
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

    const problems: ReportProblem[] = []
    const csv = report.report_file ? await readReportCsv(payload, relationId(report.report_file), runReq) : null
    if (csv === 'missing') problems.push({ line: 0, reason: 'Fichier CSV introuvable.' })
    const parsed = csv && csv !== 'missing' ? parseReportCsv(csv) : null
    if (parsed) problems.push(...parsed.problems)
    const textUrls = reportTextUrls(report.report_text ?? '')

    const pending = await payload.find({
      collection: 'declared-actions',
      where: { and: [{ project: { equals: projectId } }, { status: { equals: 'pending' } }] },
      select: { member: true, action_type: true, url: true },
      pagination: false,
      depth: 0,
      req: runReq,
    })
    const matched = matchPendingActions(pending.docs, parsed?.rows ?? [], textUrls)

    let validatedActions = 0
    let pointsAwarded = 0
    const contributors = new Set<number>()
    for (const action of matched) {
      const outcome = await validateAction(payload, user, action.id)
      if (outcome === 'skipped') continue
      if ('error' in outcome) {
        problems.push({ line: 0, reason: `Action n°${action.id} non validée : ${outcome.error}` })
        continue
      }
      validatedActions++
      pointsAwarded += outcome.points
      contributors.add(relationId(action.member))
    }

    const counts = { validatedActions, pointsAwarded, contributors: contributors.size }
    const summary = reportSummary(counts)
    await payload.update({
      collection: 'project-reports',
      id: report.id,
      data: { processed_at: now.toISOString(), processing_summary: summary },
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
      problems: problems.slice(0, PROBLEMS_SHOWN),
      problemCount: problems.length,
      rowsRead: (parsed?.recordCount ?? 0) + textUrls.length,
    }
  })
}

/**
 * The pending actions a report names, each once, by id (the order two runs lock rows in):
 * same link and same type for a CSV row, same link whatever the type for a link in the text.
 */
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

/** The text of a report's CSV as stored on disk, or 'missing' when its file is gone. */
async function readReportCsv(payload: Payload, fileId: number, req: PayloadRequest): Promise<string | 'missing'> {
  const upload = await payload.findByID({ collection: 'report-files', id: fileId, depth: 0, disableErrors: true, req })
  if (!upload?.filename) return 'missing'
  try {
    // basename: the stored name is Payload's, but a path never leaves the upload folder.
    return decodeReportCsv(await readFile(path.join(uploadDir('report-files'), path.basename(upload.filename))))
  } catch {
    return 'missing'
  }
}

/**
 * Validates one declared action in its own transaction, if it is still pending once its row is
 * locked. Returns the points this validation credited (0 when the ledger already held them).
 */
async function validateAction(
  payload: Payload,
  user: Staff,
  id: number,
): Promise<'skipped' | { points: number } | { error: string }> {
  try {
    return await inTransaction({ payload, user }, async (req) => {
      if ((await lockRowStatus(req, 'declared-actions', id)) !== 'pending') return 'skipped'
      const creditedBefore = await creditedPoints(payload, req, id)
      await payload.update({
        collection: 'declared-actions',
        id,
        data: { status: 'validated_auto', validated_by: user.id, validation_notes: VALIDATION_NOTES },
        req,
        overrideAccess: false,
        user,
        depth: 0,
      })
      const creditedAfter = await creditedPoints(payload, req, id)
      return { points: creditedBefore === null ? (creditedAfter ?? 0) : 0 }
    })
  } catch (error) {
    payload.logger.warn({ err: error, declaredAction: id }, '[project-reports] action non validée')
    // A rule's refusal is worded for people; anything else stays in the log.
    return { error: ruleRefusal(error) ?? 'erreur inattendue' }
  }
}

/** The points the ledger holds for a declared action, or null when it was never credited. */
async function creditedPoints(payload: Payload, req: PayloadRequest, id: number): Promise<number | null> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(
    sql`select points from points_ledger where source_type = 'declared-action' and source_id = ${String(id)}`,
  )
  return rows.length ? Number(rows[0].points) : null
}
