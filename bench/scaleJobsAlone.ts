/**
 * `BENCH_SCALE_ONLY=jobs|report npm run bench:scale`: the jobs of the scale bench without the server and its pages (no
 * build): a seeded database grown as `bench/scale.ts` grows it, then the jobs (or the report processing alone).
 * Writes bench/results/scale-jobs.{md,json}. `BENCH_KEEP_DATABASE=1` keeps the grown database (its URL is printed)
 * to EXPLAIN statements on it; `BENCH_GROWN_DATABASE_URL=…` runs the jobs again on such a database, without growing it.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { createDatabase, dropDatabase, resolveDatabaseServer } from '../scripts/lib/database'
import { runCommand, typescriptEntry } from '../scripts/lib/processes'
import { gitCommit } from './lib/results'
import { growDatabase, tableSizes } from './scaleGrowth'
import { jobsTable, measureJobs, type JobSelection } from './scaleJobs'

const RESULTS_DIR = path.resolve('bench', 'results')

const procLoadavg = () => readFile('/proc/loadavg', 'utf8').then((text) => text.trim())

export type GrownDatabase = {
  env: NodeJS.ProcessEnv
  sizes: Record<string, number>
  growthMs: number | null
  done: () => Promise<void>
}

const jobsEnv = (databaseUrl: string, uploadsDir: string, mailDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(24).toString('hex'),
  SEED_PASSWORD: process.env.SEED_PASSWORD || randomBytes(12).toString('base64url'),
  DATABASE_URL: databaseUrl,
  MAIL_DIR: mailDir,
  UPLOADS_DIR: uploadsDir,
  TRYB_DISABLE_JOB_AUTORUN: 'true',
})

async function reuseDatabase(url: string): Promise<GrownDatabase> {
  // The report the job sends is written and read again within the run: a folder of its own, removed after.
  const env = jobsEnv(
    url,
    await mkdtemp(path.join(os.tmpdir(), 'tryb-scale-jobs-uploads-')),
    await mkdtemp(path.join(os.tmpdir(), 'tryb-scale-jobs-mail-')),
  )
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const sizes = await tableSizes(client).finally(() => client.end())
  const done = async () => {
    for (const folder of [env.MAIL_DIR!, env.UPLOADS_DIR!]) await rm(folder, { recursive: true, force: true })
  }
  return { env, sizes, growthMs: null, done }
}

export async function growNewDatabase(heavyMemberEmail: string): Promise<GrownDatabase | { exitCode: number }> {
  const server = await resolveDatabaseServer({
    embeddedDir: path.resolve('.data', 'pg-scale'),
    embeddedPort: Number(process.env.EMBEDDED_BENCH_PG_PORT || 54333),
    preferLocalServer: true,
  })
  const database = `tryb_scale_jobs_${Date.now()}_${process.pid}`
  const keep = Boolean(process.env.BENCH_KEEP_DATABASE)
  const env = jobsEnv(
    server.urlFor(database),
    await mkdtemp(path.join(os.tmpdir(), 'tryb-scale-jobs-uploads-')),
    await mkdtemp(path.join(os.tmpdir(), 'tryb-scale-jobs-mail-')),
  )
  const done = async () => {
    if (keep) console.info(`[bench:scale] base gardée : ${env.DATABASE_URL} (fichiers : ${env.UPLOADS_DIR})`)
    else await dropDatabase(server, database).catch(() => {})
    await rm(env.MAIL_DIR!, { recursive: true, force: true })
    if (!keep) await rm(env.UPLOADS_DIR!, { recursive: true, force: true })
    await server.stop()
  }
  await createDatabase(server, database)
  try {
    const prepared = await runCommand(process.execPath, typescriptEntry('scripts/prepare.ts', '--seed'), { env })
    if (prepared !== 0) {
      await done()
      return { exitCode: prepared }
    }
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    const startedAt = performance.now()
    const sizes = await growDatabase(client, heavyMemberEmail)
      .then(() => tableSizes(client))
      .finally(() => client.end())
    return { env, sizes, growthMs: performance.now() - startedAt, done }
  } catch (error) {
    await done()
    throw error
  }
}

export async function measureJobsAlone(selection: JobSelection, heavyMemberEmail: string): Promise<number> {
  const reused = process.env.BENCH_GROWN_DATABASE_URL
  const grown = reused ? await reuseDatabase(reused) : await growNewDatabase(heavyMemberEmail)
  if ('exitCode' in grown) return grown.exitCode
  const { env, sizes, growthMs } = grown
  try {
    const loadBefore = await procLoadavg()
    const jobs = await measureJobs(env, selection)
    const loadAfter = await procLoadavg()
    const meta = { date: new Date().toISOString(), ...gitCommit(), node: process.version, selection }
    const data = Object.entries(sizes)
      .map(([table, rows]) => `${table} ${rows}`)
      .join(', ')
    const markdown = [
      `# Tâches à grande échelle (\`BENCH_SCALE_ONLY=${selection} npm run bench:scale\`)`,
      '',
      `${meta.date} · commit \`${meta.commit ?? 'inconnu'}\`${meta.dirty ? ' (modifications non commitées)' : ''} · Node ${meta.node} · ${os.cpus().length} cœurs`,
      '',
      growthMs === null
        ? `Base déjà grandie, réutilisée (${data}).`
        : `Base de démo grandie en SQL en ${(growthMs / 1000).toFixed(1)} s (\`bench/scaleGrowth.ts\` : ${data}).`,
      'Sans serveur ni pages : les tâches tournent dans le processus du bench, comme `bench/scale.ts` les lance.',
      '',
      `Charge de la machine (\`/proc/loadavg\`) : avant les tâches \`${loadBefore}\`, après \`${loadAfter}\`.`,
      '',
      jobsTable(jobs),
      '',
      ...jobs.flatMap((job) => [
        `Requêtes les plus lentes — ${job.label} :`,
        '',
        ...job.slowest.map((statement) => `- ${statement.ms.toFixed(0)} ms \`${statement.text.trim()}\``),
        '',
      ]),
    ].join('\n')
    await mkdir(RESULTS_DIR, { recursive: true })
    await writeFile(
      path.join(RESULTS_DIR, 'scale-jobs.json'),
      `${JSON.stringify({ ...meta, load: { before: loadBefore, after: loadAfter }, sizes, jobs }, null, 2)}\n`,
    )
    await writeFile(path.join(RESULTS_DIR, 'scale-jobs.md'), markdown)
    console.info(`\n${markdown}\n[bench:scale] ${path.relative(process.cwd(), RESULTS_DIR)}/scale-jobs.{json,md}`)
    return 0
  } finally {
    await grown.done()
  }
}
