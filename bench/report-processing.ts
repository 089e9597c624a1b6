/**
 * `npm run bench:reports`: "Traiter reporting" on a 50,000-row CSV against 2,000 pending declarations (goal ≤ 5 s).
 * Writes bench/results/report-processing.{json,md} with the machine's load.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { getPayload, type Payload } from 'payload'

import { closePayload } from '../src/db/closePayload'
import { drizzleFor } from '../src/db/drizzleFor'
import { ACTION_TYPES } from '../src/domain/declaredActions/declaredActions'
import { processLatestProjectReport } from '../src/reports/processProjectReport'
import { submitProjectReport } from '../src/reports/submitProjectReport'
import { createDatabase, dropDatabase, resolveDatabaseServer } from '../scripts/lib/database'
import { runCommand, typescriptEntry } from '../scripts/lib/processes'

import { runBench } from './lib/results'

const MEMBERS = 500
/** Members created at once while setting up (each hashes a password). */
const CREATED_AT_ONCE = 10
const CSV_ROWS = 50_000
const RUNS = 3
const RESULTS_DIR = path.resolve('bench', 'results')

type Timing = {
  run: string
  ms: number
  validatedActions: number
  pointsAwarded: number
  contributors: number
  rowsRead: number
  problems: number
}

async function setUp(payload: Payload) {
  const admin = await payload.create({
    collection: 'users',
    data: { email: 'bench-admin@exemple.fr', password: 'bench-admin-2026', name: 'Bench', roles: ['admin'] },
  })
  const member = (index: number) =>
    payload.create({
      collection: 'members',
      data: {
        email: `bench-${index}@exemple.fr`,
        password: 'bench-member-2026',
        first_name: `Membre${index}`,
        last_name: 'Bench',
        status: 'active',
        application_status: 'accepted',
        linkedin_count: 0,
        instagram_count: 0,
        facebook_count: 0,
        invites_quota: 5,
      },
    })
  const owner = await member(0)
  const contributors: Awaited<ReturnType<typeof member>>[] = []
  for (let index = 1; index <= MEMBERS; index += CREATED_AT_ONCE) {
    const count = Math.min(CREATED_AT_ONCE, MEMBERS - index + 1)
    contributors.push(...(await Promise.all(Array.from({ length: count }, (_, offset) => member(index + offset)))))
  }
  const project = await payload.create({
    collection: 'projects',
    data: {
      title: 'Campagne du bench',
      summary: 'Un projet pour mesurer le traitement d’un grand reporting.',
      request_type: 'visibility',
      primary_target: 'Solopreneurs',
      status: 'scheduled',
      exposure_week: '23-29 novembre',
      exposure_week_start: '2026-11-23T00:00:00.000Z',
      owner: owner.id,
    },
  })
  // Written in one statement: 2,000 creations through the Local API would take longer than the run measured.
  const declarations = contributors.flatMap((contributor) =>
    ACTION_TYPES.map((type) => ({
      member_id: contributor.id,
      action_type: type,
      url: `https://www.linkedin.com/feed/update/urn:li:activity:${contributor.id}${type}`,
    })),
  )
  const db = await drizzleFor(payload)
  await db.execute(sql`
    insert into declared_actions (member_id, project_id, action_type, url, status, created_at, updated_at)
    select d.member_id, ${project.id}, d.action_type, d.url, 'pending', now(), now()
    from jsonb_to_recordset(${JSON.stringify(declarations)}::jsonb)
      as d(member_id int, action_type enum_declared_actions_action_type, url varchar)`)
  const declared = declarations.map(
    (declaration) =>
      `linkedin,${declaration.url}?utm_source=share,${declaration.action_type},@membre${declaration.member_id}`,
  )
  return {
    admin: { ...admin, collection: 'users' as const },
    owner: { ...owner, collection: 'members' as const },
    project,
    declared,
  }
}

/** 50,000 rows: the declared actions, then links nobody declared, a few malformed and duplicated rows. */
function reportCsv(declared: string[]) {
  const lines = ['platform,url,action_type,author_handle', ...declared]
  for (let index = 0; lines.length <= CSV_ROWS; index++) {
    if (index % 1_000 === 0) lines.push('linkedin,,like,@sans-lien')
    else if (index % 1_000 === 1) lines.push('linkedin,https://www.linkedin.com/feed/update/inconnu,reaction,@x')
    else if (index % 1_000 === 2) lines.push(declared[index % declared.length])
    else lines.push(`instagram,https://www.instagram.com/p/${index.toString(36)}/,like,@compte${index}`)
  }
  const data = Buffer.from(lines.slice(0, CSV_ROWS + 1).join('\n'))
  return { data, mimetype: 'text/csv', name: 'reporting-50000.csv', size: data.length }
}

async function timed(run: string, work: () => ReturnType<typeof processLatestProjectReport>): Promise<Timing> {
  const started = performance.now()
  const result = await work()
  const ms = Math.round(performance.now() - started)
  if (!result.ok) throw new Error(`${run}: ${result.reason}`)
  return {
    run,
    ms,
    validatedActions: result.validatedActions,
    pointsAwarded: result.pointsAwarded,
    contributors: result.contributors,
    rowsRead: result.rowsRead,
    problems: result.problemCount,
  }
}

async function main() {
  const server = await resolveDatabaseServer({
    embeddedDir: path.resolve('.data', 'pg-bench'),
    embeddedPort: Number(process.env.EMBEDDED_BENCH_PG_PORT || 54332),
    preferLocalServer: true,
  })
  const name = `tryb_bench_${Date.now()}`
  await createDatabase(server, name)
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'tryb-bench-uploads-'))
  process.env.DATABASE_URL = server.urlFor(name)
  process.env.UPLOADS_DIR = uploadsDir
  process.env.TRYB_DISABLE_JOB_AUTORUN = 'true'
  let payload: Payload | undefined
  try {
    // In its own process, as `npm run dev` does: it closes its Payload, which this one reuses.
    const migrated = await runCommand(process.execPath, typescriptEntry('scripts/prepare.ts'), { env: process.env })
    if (migrated !== 0) throw new Error('migrations failed')
    const { default: config } = await import('../payload.config')
    payload = await getPayload({ config })
    const { admin, owner, project, declared } = await setUp(payload)

    const file = reportCsv(declared)
    const sent = await submitProjectReport(payload, owner, project.id, { text: '', file })
    if (!sent.ok) throw new Error(`report refused: ${sent.message}`)
    const processReport = () => processLatestProjectReport(payload!, { projectId: project.id, user: admin })
    const timings: Timing[] = [await timed(`first run (${declared.length} to validate)`, processReport)]
    for (let run = 2; run <= RUNS; run++) timings.push(await timed(`run ${run} (nothing left)`, processReport))

    const results = {
      measuredAt: new Date().toISOString(),
      machine: `${os.cpus().length} CPU, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
      csvRows: CSV_ROWS,
      csvBytes: file.size,
      pendingDeclarations: declared.length,
      timings,
    }
    await mkdir(RESULTS_DIR, { recursive: true })
    await writeFile(path.join(RESULTS_DIR, 'report-processing.json'), `${JSON.stringify(results, null, 2)}\n`)
    const table = [
      '| Run | Time | Validated | Points | Contributors | Rows read | Problems listed |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...timings.map(
        (t) =>
          `| ${t.run} | ${t.ms} ms | ${t.validatedActions} | ${t.pointsAwarded} | ${t.contributors} | ${t.rowsRead} | ${t.problems} |`,
      ),
    ].join('\n')
    await writeFile(
      path.join(RESULTS_DIR, 'report-processing.md'),
      `# Report processing — ${results.measuredAt}\n\n${results.machine}, load average ${results.loadAverage.join(' / ')} (1 / 5 / 15 min; a machine shared by several engineers: figures under load are indicative). A ${CSV_ROWS.toLocaleString('en')}-row CSV (${Math.round(file.size / 1024)} KiB) against ${declared.length} pending declarations of one project.\n\n${table}\n`,
    )
    console.info(table)
  } finally {
    if (payload) await closePayload(payload)
    await dropDatabase(server, name).catch(() => undefined)
    await rm(uploadsDir, { recursive: true, force: true })
    await server.stop()
  }
}

runBench(main, '[bench:reports]')
