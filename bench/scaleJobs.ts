/**
 * The jobs of `npm run bench:scale` on the grown database: a report processing 2,000 matches, the
 * weekly digest and the semester days (a close, an ordinary day, the three-week reminder, a close
 * again), each timed with its SQL statements counted. They run in the bench's own process, on the
 * same code and database as the server (a job's date cannot be chosen through the server), after
 * the pages are measured: the semester close makes most grown members inactive.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import { getPayload, type Payload } from 'payload'
import type { Client } from 'pg'

import { closePayload } from '../src/db/closePayload'
import { drizzleFor } from '../src/db/drizzleFor'
import { ACTION_TYPES } from '../src/domain/declaredActions/declaredActions'
import { runSemesterCheck } from '../src/members/runSemesterCheck'
import { runWeeklyDigest } from '../src/digest/runWeeklyDigest'
import { processLatestProjectReport } from '../src/reports/processProjectReport'
import { submitProjectReport } from '../src/reports/submitProjectReport'

export type JobRun = {
  label: string
  /** The day the job believes it is (ISO). */
  now: string
  ms: number
  statements: number
  /** The statements' summed time: what is left of `ms` is the job's own work (and waiting for a core). */
  sqlMs: number
  /** What it did: validated declarations, e-mails, deactivations… */
  outcome: Record<string, number>
  goalMs: number | null
  met: boolean | null
  /** The job's five slowest statements (ms, start of the text). */
  slowest: { ms: number; text: string }[]
}

/** Goals: the report and the close within their limits at 10,000 members, an ordinary day within a second. */
export const JOB_GOALS = {
  reportMs: 5_000,
  digestMs: 60_000,
  closeMs: 60_000,
  reminderMs: 60_000,
  ordinaryDayMs: 1_000,
}

const MATCHED_MEMBERS = 500

/** Statements sent through `payload`'s pool while `work` runs, as tests/int/helpers/countQueries.ts counts them. */
async function counted<T>(payload: Payload, work: () => Promise<T>) {
  const { prototype } = ((payload.db as unknown as PostgresAdapter).pool as unknown as { Client: typeof Client }).Client
  let statements = 0
  const timings: { ms: number; text: string }[] = []
  const original = prototype.query
  prototype.query = function (this: Client, ...args: unknown[]) {
    statements += 1
    const sentAt = performance.now()
    const result = (original as (...args: unknown[]) => unknown).apply(this, args)
    if (result instanceof Promise) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string } | null)?.text ?? '')
      const done = () => timings.push({ ms: performance.now() - sentAt, text: text.replace(/\s+/g, ' ').slice(0, 200) })
      result.then(done, done)
    }
    return result
  } as typeof original
  const startedAt = performance.now()
  try {
    const result = await work()
    // The slowest statements say where a job's time goes.
    const ms = performance.now() - startedAt
    const sqlMs = timings.reduce((sum, timing) => sum + timing.ms, 0)
    const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.BENCH_SLOWEST || 5))
    return { result, ms, statements, sqlMs, slowest }
  } finally {
    prototype.query = original
  }
}

async function timedJob(
  payload: Payload,
  label: string,
  now: Date,
  goalMs: number | null,
  work: () => Promise<Record<string, number>>,
): Promise<JobRun> {
  const { result, ms, statements, sqlMs, slowest } = await counted(payload, work)
  const run = {
    label,
    now: now.toISOString(),
    ms,
    statements,
    sqlMs,
    outcome: result,
    goalMs,
    met: goalMs === null ? null : ms <= goalMs,
    slowest,
  }
  console.info(
    `[bench:scale] ${label} : ${(ms / 1000).toFixed(1)} s, ${statements} requêtes SQL (${(sqlMs / 1000).toFixed(1)} s), ${JSON.stringify(result)}`,
  )
  for (const statement of slowest) console.info(`[bench:scale]   ${statement.ms.toFixed(0)} ms ${statement.text}`)
  return run
}

/** A project of a grown member with 2,000 pending declarations (500 members × 4 types) and the report naming them all. */
async function reportSetUp(payload: Payload) {
  const db = await drizzleFor(payload)
  const { rows: members } = await db.execute<{ id: number }>(sql`
    select id from members where status = 'active' order by id desc limit ${MATCHED_MEMBERS + 1}`)
  const [ownerId, ...contributorIds] = members.map((member) => member.id)
  const owner = await payload.findByID({ collection: 'members', id: ownerId, depth: 0 })
  const project = await payload.create({
    collection: 'projects',
    data: {
      title: 'Campagne du bench à grande échelle',
      summary: 'Un projet pour mesurer le traitement d’un reporting de 2 000 actions.',
      request_type: 'visibility',
      primary_target: 'Solopreneurs',
      status: 'scheduled',
      exposure_week: '23-29 novembre',
      exposure_week_start: '2026-11-23T00:00:00.000Z',
      owner: ownerId,
    },
  })
  const declarations = contributorIds.flatMap((memberId) =>
    ACTION_TYPES.map((type) => ({
      member_id: memberId,
      action_type: type,
      url: `https://www.linkedin.com/feed/update/urn:li:activity:bench${memberId}${type}`,
    })),
  )
  await db.execute(sql`
    insert into declared_actions (member_id, project_id, action_type, url, status, created_at, updated_at)
    select d.member_id, ${project.id}, d.action_type, d.url, 'pending', now(), now()
    from jsonb_to_recordset(${JSON.stringify(declarations)}::jsonb)
      as d(member_id int, action_type enum_declared_actions_action_type, url varchar)`)
  const lines = [
    'platform,url,action_type,author_handle',
    ...declarations.map((d) => `linkedin,${d.url}?utm_source=share,${d.action_type},@membre${d.member_id}`),
  ]
  const data = Buffer.from(lines.join('\n'))
  const sent = await submitProjectReport(payload, owner, project.id, {
    text: '',
    file: { data, size: data.length },
  })
  if (!sent.ok) throw new Error(`reporting refusé : ${sent.message}`)
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: 'admin@tryb.local' } },
    limit: 1,
  })
  return { projectId: project.id, admin: { ...docs[0], collection: 'users' as const }, matches: declarations.length }
}

// Noon UTC is the same day in Paris; 09:00 in Paris on a Monday is past the digest's hour.
const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

/** The semester days around the grown data's semester (the second half of the current year). */
function semesterDays(now = new Date()) {
  const year = now.getUTCFullYear()
  const secondHalf = now.getUTCMonth() >= 6
  const [closeFirst, ordinary, reminder, closeSecond] = secondHalf
    ? [`${year}-07-01`, `${year}-07-15`, `${year}-12-11`, `${year + 1}-01-02`]
    : [`${year}-01-02`, `${year}-01-15`, `${year}-06-10`, `${year}-07-01`]
  return {
    closeFirst: day(closeFirst),
    ordinary: day(ordinary),
    reminder: day(reminder),
    closeSecond: day(closeSecond),
  }
}

/** The Monday 09:00 in Paris of the current week: the weekly digest is due. */
function digestMoment(now = new Date()) {
  const monday = new Date(now)
  monday.setUTCDate(now.getUTCDate() - ((now.getUTCDay() + 6) % 7))
  return new Date(`${monday.toISOString().slice(0, 10)}T08:00:00Z`)
}

/** `report`: the report processing alone (`BENCH_SCALE_ONLY=report`). */
export type JobSelection = 'all' | 'report'

export async function measureJobs(env: NodeJS.ProcessEnv, selection: JobSelection = 'all'): Promise<JobRun[]> {
  Object.assign(process.env, { ...env, TRYB_DISABLE_JOB_AUTORUN: 'true' })
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const runs: JobRun[] = []
  try {
    const report = await reportSetUp(payload)
    const processReport = async () => {
      const result = await processLatestProjectReport(payload, { projectId: report.projectId, user: report.admin })
      if (!result.ok) throw new Error(`traitement du reporting : ${result.reason}`)
      return { matches: report.matches, validated: result.validatedActions }
    }
    runs.push(
      await timedJob(
        payload,
        'Traitement du reporting (2 000 correspondances)',
        new Date(),
        JOB_GOALS.reportMs,
        processReport,
      ),
    )
    if (selection === 'report') return runs

    const monday = digestMoment()
    runs.push(
      await timedJob(payload, 'Digest hebdomadaire', monday, JOB_GOALS.digestMs, async () => ({
        ...(await runWeeklyDigest(payload, monday)),
      })),
    )

    const days = semesterDays()
    const semesterDay = (label: string, at: Date, goalMs: number) =>
      timedJob(payload, label, at, goalMs, async () => ({ ...(await runSemesterCheck(payload, at)) }))
    runs.push(await semesterDay('Semestre : clôture du semestre passé', days.closeFirst, JOB_GOALS.closeMs))
    runs.push(await semesterDay('Semestre : jour ordinaire', days.ordinary, JOB_GOALS.ordinaryDayMs))
    runs.push(await semesterDay('Semestre : rappel à 3 semaines', days.reminder, JOB_GOALS.reminderMs))
    runs.push(await semesterDay('Semestre : clôture du semestre en cours', days.closeSecond, JOB_GOALS.closeMs))
  } finally {
    await closePayload(payload)
  }
  return runs
}

export function jobsTable(runs: JobRun[]) {
  const seconds = (ms: number) => (ms / 1000).toFixed(2)
  return [
    '| Tâche | Jour simulé | Durée (s) | Requêtes SQL | SQL (s) | Résultat | Objectif | Tenu |',
    '|---|---|--:|--:|--:|---|--:|:-:|',
    ...runs.map(
      (run) =>
        `| ${run.label} | ${run.now.slice(0, 10)} | ${seconds(run.ms)} | ${run.statements} | ${seconds(run.sqlMs)} | ${Object.entries(
          run.outcome,
        )
          .map(([key, value]) => `${key} ${value}`)
          .join(
            ', ',
          )} | ${run.goalMs === null ? '—' : `≤ ${seconds(run.goalMs)} s`} | ${run.met === null ? '—' : run.met ? '✅' : '❌'} |`,
    ),
  ].join('\n')
}
