/**
 * `npm run bench:scale`: page times and SQL statements per request on the demo data, then on a grown database. Writes
 * bench/results/scale.{md,json}; BENCH_SKIP_BUILD=1 reuses .next; BENCH_SCALE_ONLY=jobs or report: the jobs alone (scaleJobsAlone.ts); backup: backup and restore (scaleBackup.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startBenchApp, type SeededApp } from '../scripts/lib/app'
import { freePort } from '../scripts/lib/processes'
import { gitCommit, runBench } from './lib/results'
import { growDatabase, SCALE_TARGETS, tableSizes, type GrowthStep } from './scaleGrowth'
import { pageVerdict, SCALE_GOALS, summarize, throughputVerdict, type Sample } from './scaleStats'
import { EXPORT_PAGE, PAGES, readDataShape, type Actor, type DataShape, DEEP } from './scalePages'
import { EXPORT_LIVE_HEAP_SLACK_MIB, exportMemoryMet, exportTable, measureExportMemory } from './scaleExport'
import { checkCappedCounts, countCheckPassed, countChecksMarkdown, type CountCheck } from './scaleCounts'
import { jobsTable, measureJobs, type JobRun } from './scaleJobs'
import { measureBackup } from './scaleBackup'
import { measureJobsAlone } from './scaleJobsAlone'
import { mark, markdownTable, ms, throughputTable, type PageRun, type PhaseRun, type Throughput } from './scaleReport'

const ADMIN_EMAIL = 'admin@tryb.local'
/** The seeded active member the bench signs in as; the growth gives her thousands of ledger rows. */
const MEMBER_EMAIL = 'camille.durand@tryb.local'
const WARM_UP = 3
const REQUESTS = 15
/** Statements a request starts may finish just after its last byte: wait that long before reading the counters. */
const SETTLE_MS = 30
const CONNECTIONS = 32
const THROUGHPUT_SECONDS = 10
const RESULTS_DIR = path.resolve('bench', 'results')

const loadAverage = () => Number(os.loadavg()[0].toFixed(2))

/** What Payload's paginated reads cost before src/db/cappedListCounts.ts. */
async function countTimes(client: pg.Client): Promise<Record<string, number>> {
  const times: Record<string, number> = {}
  for (const table of ['members', 'declared_actions', 'points_ledger']) {
    const samples: number[] = []
    for (let i = 0; i < 7; i += 1) {
      const startedAt = performance.now()
      await client.query(`select count(*) from ${table}`)
      samples.push(performance.now() - startedAt)
    }
    times[table] = samples.sort((a, b) => a - b)[3]
  }
  return times
}

/** Signs in once per actor (the login doors are rate-limited, src/auth/limits.ts) and returns its cookie. */
async function signIn(baseUrl: string, collection: 'users' | 'members', email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/${collection}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`connexion de ${email} refusée (${response.status})`)
  const { token } = (await response.json()) as { token: string }
  return `payload-token=${token}`
}

/** The server's entry: the app's own, its SQL counted, the counters on their own port (never the app's). */
const COUNTING_SERVER = 'bench/lib/countingServer.ts'
const statsUrl = () => `http://127.0.0.1:${process.env.TRYB_QUERY_STATS_PORT}`

async function readStats(textsAfter?: number) {
  const query = textsAfter === undefined ? '' : `?after=${textsAfter}`
  const response = await fetch(`${statsUrl()}/${query}`)
  if (!response.ok) throw new Error(`le serveur des compteurs SQL a répondu ${response.status}`)
  return (await response.json()) as { statements: number; totalMs: number; sent: number; texts?: string[] }
}

/** `/proc/loadavg` as it reads: the 1, 5 and 15-minute load averages, running/total tasks, last pid. */
const procLoadavg = () =>
  readFile('/proc/loadavg', 'utf8').then(
    (text) => text.trim(),
    () => os.loadavg().join(' '),
  )

/** One request, alone on the server: its time to the last byte and the SQL it caused. */
async function measure(baseUrl: string, url: string, cookie: string | undefined): Promise<Sample> {
  const before = await readStats()
  const startedAt = performance.now()
  // A browser's navigation: Payload takes the session cookie only with a same-origin Sec-Fetch-Site (or Origin).
  const headers: Record<string, string> = cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {}
  const response = await fetch(baseUrl + url, { headers, redirect: 'manual' })
  const { byteLength: bytes } = await response.arrayBuffer()
  const ms = performance.now() - startedAt
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const after = await readStats()
  return {
    status: response.status,
    ms,
    statements: after.statements - before.statements,
    sqlMs: after.totalMs - before.totalMs,
    bytes,
  }
}

async function measurePages(
  baseUrl: string,
  cookies: Record<Actor, string | undefined>,
  data: DataShape,
  client: pg.Client,
) {
  const runs: PageRun[] = []
  for (const page of PAGES) {
    const url = page.path(data)
    const once = async () => {
      await page.before?.(client)
      return measure(baseUrl, url, cookies[page.actor])
    }
    for (let i = 0; i < WARM_UP; i += 1) await once()
    const samples: Sample[] = []
    for (let i = 0; i < REQUESTS; i += 1) samples.push(await once())
    const summary = summarize(samples)
    // A refusal by a rate limit measures the limit, not the page.
    if (summary.statuses.includes(429)) throw new Error(`${url} (${page.actor}) a répondu 429 : limite atteinte`)
    // A member or admin page that sends to a sign-in page measured nothing worth keeping.
    if (summary.statuses.some((status) => status >= 300 && status < 400)) {
      throw new Error(`${url} (${page.actor}) redirige (${summary.statuses.join(', ')}) : session refusée ?`)
    }
    runs.push({ label: page.label, actor: page.actor, path: url, summary, samples })
    console.info(
      `[bench:scale] ${url} → ${summary.statuses.join('/')} médiane ${summary.medianMs?.toFixed(1)} ms, ` +
        `${summary.medianStatements} requêtes SQL (${summary.medianSqlMs?.toFixed(1)} ms), ` +
        `${Math.round(samples.at(-1)!.bytes / 1024)} Kio`,
    )
  }
  return runs
}

async function throughput(baseUrl: string, url: string): Promise<Throughput> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const target = new URL(url, baseUrl)
  let requests = 0
  let errors = 0
  const get = () =>
    new Promise<void>((resolve) => {
      const request = http.get(target, { agent }, (response) => {
        response.resume()
        response.on('end', () => {
          if (response.statusCode === 200) requests += 1
          else errors += 1
          resolve()
        })
      })
      request.on('error', () => {
        errors += 1
        resolve()
      })
    })
  const startedAt = performance.now()
  const deadline = startedAt + THROUGHPUT_SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await get()
    }),
  )
  const seconds = (performance.now() - startedAt) / 1000
  agent.destroy()
  console.info(`[bench:scale] ${url} : ${(requests / seconds).toFixed(0)} req/s (${errors} erreurs)`)
  return { path: url, requests, errors, seconds, perSecond: requests / seconds }
}

async function runPhase(app: SeededApp, cookies: Record<Actor, string | undefined>, client: pg.Client) {
  const start = loadAverage()
  const data = await readDataShape(client)
  // One pass over every page first: the server loads each route's modules once, whatever the phase.
  for (const page of PAGES) {
    await page.before?.(client)
    await measure(app.baseUrl, page.path(data), cookies[page.actor])
  }
  const pages = await measurePages(app.baseUrl, cookies, data, client)
  const exportMemory = await measureExportMemory(app.baseUrl, statsUrl(), cookies.membre!, EXPORT_PAGE.path(data), () =>
    EXPORT_PAGE.before!(client),
  )
  console.info(
    `[bench:scale] export : ${exportMemory.rows} lignes, tas vivant +${exportMemory.liveHeapGrowthMiB.toFixed(2)} Mio au pic`,
  )
  const project = `/p/${data.projectSlug}`
  // Each is asked once first so neither measures its first render.
  for (const url of ['/charte', project]) await measure(app.baseUrl, url, undefined)
  const rates = [await throughput(app.baseUrl, '/charte'), await throughput(app.baseUrl, project)]
  return { pages, exportMemory, throughput: rates, data, load: { start, end: loadAverage() } }
}

async function main(): Promise<number> {
  const only = process.env.BENCH_SCALE_ONLY
  if (only === 'jobs' || only === 'report') return measureJobsAlone(only === 'report' ? 'report' : 'all', MEMBER_EMAIL)
  if (only === 'backup') return measureBackup(MEMBER_EMAIL)
  if (only) throw new Error(`BENCH_SCALE_ONLY=${only} : attendu « jobs », « report » ou « backup »`)
  // Read by the app started below (and the jobs run here): SQL counted, and no job running between two measured
  // requests. The counting server serves the counters on TRYB_QUERY_STATS_PORT.
  process.env.TRYB_QUERY_STATS = '1'
  process.env.TRYB_DISABLE_JOB_AUTORUN = 'true'
  process.env.TRYB_QUERY_STATS_PORT = String(await freePort())
  const started = await startBenchApp('scale', 54333, COUNTING_SERVER)
  if ('exitCode' in started) return started.exitCode
  const app = started

  const client = new pg.Client({ connectionString: app.env.DATABASE_URL })
  let demo: PhaseRun
  let grown: PhaseRun
  let growth: GrowthStep[]
  let sizes: { demo: Record<string, number>; grown: Record<string, number> }
  let counts: { demo: Record<string, number>; grown: Record<string, number> }
  let jobs: JobRun[]
  let countChecks: CountCheck[]
  let jobsError: string | null = null
  const loadBefore = await procLoadavg()
  try {
    await client.connect()
    const password = app.env.SEED_PASSWORD!
    const cookies: Record<Actor, string | undefined> = {
      visiteur: undefined,
      membre: await signIn(app.baseUrl, 'members', MEMBER_EMAIL, password),
      admin: await signIn(app.baseUrl, 'users', ADMIN_EMAIL, password),
    }
    const demoSizes = await tableSizes(client)
    const demoCounts = await countTimes(client)
    console.info('[bench:scale] données de démo')
    demo = await runPhase(app, cookies, client)
    console.info('[bench:scale] croissance de la base')
    const startedAt = performance.now()
    growth = await growDatabase(client, MEMBER_EMAIL)
    console.info(`[bench:scale] base grandie en ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
    sizes = { demo: demoSizes, grown: await tableSizes(client) }
    counts = { demo: demoCounts, grown: await countTimes(client) }
    console.info('[bench:scale] grande base')
    grown = await runPhase(app, cookies, client)
    countChecks = await checkCappedCounts(app.baseUrl, cookies.admin!, readStats, SETTLE_MS)
    console.info('[bench:scale] tâches sur la grande base')
    // A job that fails is written down with the pages measured so far, and fails the run.
    jobs = await measureJobs(app.env).catch((error: unknown) => {
      console.error('[bench:scale] tâches :', error)
      jobsError = error instanceof Error ? error.message : String(error)
      return []
    })
  } finally {
    await client.end().catch(() => {})
    await app.stop()
  }

  const verdicts = grown.pages.map((page, index) =>
    pageVerdict(demo.pages[index].summary, page.summary, Boolean(PAGES[index].slowdownExempt)),
  )
  const exportMemoryGoal = exportMemoryMet(demo.exportMemory, grown.exportMemory)
  const exportMs = (phase: PhaseRun) =>
    phase.pages.find((page) => page.label === EXPORT_PAGE.label)?.summary.medianMs ?? null
  const [charter, project] = grown.throughput
  const throughputGoal = throughputVerdict(charter.perSecond, project.perSecond)
  const allWithinSlowdown = verdicts.every((verdict) => verdict.withinSlowdown)
  const allWithinStatements = verdicts.every((verdict) => verdict.withinStatements)
  const countsCapped = countChecks.every(countCheckPassed)
  const jobsMet = jobsError === null && jobs.every((job) => job.met !== false)
  const loadAfter = await procLoadavg()
  const cpus = os.cpus()
  const meta = {
    date: new Date().toISOString(),
    ...gitCommit(),
    node: process.version,
    machine: {
      cores: cpus.length,
      cpu: cpus[0]?.model ?? null,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
      procLoadavg: { before: loadBefore, after: loadAfter },
    },
    method: {
      warmUp: WARM_UP,
      requests: REQUESTS,
      settleMs: SETTLE_MS,
      connections: CONNECTIONS,
      throughputSeconds: THROUGHPUT_SECONDS,
    },
    goals: SCALE_GOALS,
    targets: SCALE_TARGETS,
  }
  const sizeRows = Object.keys(sizes.grown).map(
    (table) =>
      `| \`${table}\` | ${sizes.demo[table]} | ${sizes.grown[table]} | ${table in counts.grown ? `${ms(counts.demo[table])} → ${ms(counts.grown[table])}` : ''} |`,
  )
  const growthMs = growth.reduce((sum, step) => sum + step.ms, 0)
  const markdown = [
    '# Pages à grande échelle (`npm run bench:scale`)',
    '',
    `${meta.date} · commit \`${meta.commit ?? 'inconnu'}\`${meta.dirty ? ' (modifications non commitées)' : ''} · Node ${meta.node} · ${meta.machine.cores} cœurs (${meta.machine.cpu ?? 'CPU inconnu'}) · charge ${meta.machine.loadAverage.join(' / ')} à la fin`,
    '',
    '## Objectifs',
    '',
    `- ${mark(allWithinSlowdown)} aucune page dont la médiane sur la grande base dépasse ${SCALE_GOALS.maxSlowdown}× sa médiane sur les données de démo (sauf l’export des données : ${EXPORT_PAGE.slowdownExempt}) ;`,
    `- ${mark(allWithinStatements)} aucune page ne fait plus de ${SCALE_GOALS.maxStatements} requêtes SQL (médiane par requête HTTP, démo et grande base) ;`,
    `- ${mark(exportMemoryGoal)} l’export des données du membre à l’historique de la grande base ne garde pas plus de ${EXPORT_LIVE_HEAP_SLACK_MIB} Mio de tas vivant de plus que l’export de démo (tas vivant : ${grown.exportMemory.liveHeapGrowthMiB.toFixed(2)} Mio contre ${demo.exportMemory.liveHeapGrowthMiB.toFixed(2)} Mio, pour ${grown.exportMemory.rows} lignes contre ${demo.exportMemory.rows}) ;`,
    `- ${mark(jobsMet)} chaque tâche dans son objectif de durée (tableau « Tâches ») ;`,
    `- ${mark(countsCapped)} \`/admin/interactions\` et \`/admin/projets\` ne comptent jamais toute leur table exactement (build de production, requêtes lues par la route de statistiques) ;`,
    `- ${mark(throughputGoal.met)} \`/p/{slug}\` sert au moins ${SCALE_GOALS.minProjectToCharterThroughput} fois les requêtes par seconde de \`/charte\` (grande base : ${throughputGoal.share === null ? '—' : throughputGoal.share.toFixed(2)}).`,
    '',
    `Charge de la machine (\`/proc/loadavg\`) : avant \`${loadBefore}\`, après \`${loadAfter}\`.`,
    '',
    '## Pages',
    '',
    `Charge de la machine (moyenne sur 1 min, début → fin de phase) : démo ${demo.load.start} → ${demo.load.end}, grande base ${grown.load.start} → ${grown.load.end}, pour ${meta.machine.cores} cœurs partagés.`,
    '',
    `Build de production sur 127.0.0.1, une requête à la fois (${WARM_UP} d'échauffement puis ${REQUESTS} mesurées), tâches automatiques coupées. Temps : jusqu'au dernier octet, côté client, en boucle locale. « SQL (nb) » : requêtes SQL comptées par le pool du serveur pendant la requête HTTP (BEGIN/COMMIT compris), médiane ; entre parenthèses le maximum. « SQL (ms) » : leur temps cumulé, médiane. Rapport : médiane grande base ÷ médiane démo. Les pages profondes visent ${Math.round(DEEP * 100)} % de leur liste, donc une autre page selon la base (démo → grande base).`,
    '',
    markdownTable(demo, grown, verdicts),
    '',
    '## Export des données',
    '',
    `\`${EXPORT_PAGE.path(grown.data)}\` du membre connecté : toute son histoire, lue par curseur (une requête SQL par table, lue 500 lignes à la fois) et écrite au fil de l’eau. Sa durée suit le nombre de lignes ; sa mémoire ne doit pas. Médiane et ms pour 1 000 lignes : les mesures du tableau « Pages ». Mémoire : 5 exports de plus, pendant lesquels le bench lit toutes les 50 ms, par la route de statistiques, le tas vivant du serveur (après un ramasse-miettes complet, qui suspend le serveur : ces exports-là ne sont pas chronométrés) et sa RSS ; croissance au pic par rapport au début de la requête, médiane des 5.`,
    '',
    exportTable(demo.exportMemory, grown.exportMemory, { demo: exportMs(demo), grown: exportMs(grown) }),
    '',
    '## Tâches',
    '',
    'Sur la grande base, après les pages, dans le processus du bench (le même code et la même base que le serveur ; la date d’une tâche ne se choisit pas par le serveur), l’une après l’autre. Requêtes SQL : toutes celles du pool pendant la tâche.',
    '',
    jobsError ? `Les tâches ont échoué : ${jobsError}` : jobsTable(jobs),
    '',
    '## Comptes plafonnés',
    '',
    ...countChecksMarkdown(countChecks, mark),
    '',
    '## Débit',
    '',
    `${CONNECTIONS} connexions keep-alive pendant ${THROUGHPUT_SECONDS} s par page (client \`node:http\`, sur la même machine que le serveur).`,
    '',
    throughputTable(demo, grown),
    '',
    '## Données',
    '',
    `Croissance en SQL en ${(growthMs / 1000).toFixed(1)} s (\`bench/scaleGrowth.ts\`). Membre connecté : \`${MEMBER_EMAIL}\`.`,
    '',
    'Dernière colonne : durée médiane (7 essais, client SQL direct) du `count(*)` exact de toute la table : ce que Payload demandait pour `totalDocs` à chaque lecture paginée sans filtre (listes de l’admin, REST page 1) ; il compte désormais au plus 10 000 lignes (`src/db/cappedListCounts.ts`).',
    '',
    '| Table | Démo | Grande base | `count(*)` démo → grande base (ms) |',
    '|---|--:|--:|--:|',
    ...sizeRows,
    '',
  ].join('\n')

  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(
    path.join(RESULTS_DIR, 'scale.json'),
    `${JSON.stringify({ ...meta, sizes, counts, growth, demo, grown, verdicts, throughputGoal, exportMemoryGoal, jobs, countChecks }, null, 2)}\n`,
  )
  await writeFile(path.join(RESULTS_DIR, 'scale.md'), markdown)
  console.info(`\n${markdown}\n[bench:scale] ${path.relative(process.cwd(), RESULTS_DIR)}/scale.{json,md}`)
  if (jobsError) return 1
  // A whole table counted exactly is a regression the bench must not let pass silently.
  if (!countsCapped) {
    console.error('[bench:scale] un compte exact de toute la table sur /admin/interactions ou /admin/projets')
    return 1
  }
  return 0
}

runBench(main, '[bench:scale]')
