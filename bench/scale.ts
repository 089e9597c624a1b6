/**
 * `npm run bench:scale` (issue 15): how the member, public and admin pages hold up when the
 * database grows. Starts a freshly seeded production build on 127.0.0.1 (scripts/lib/app.ts)
 * with TRYB_QUERY_STATS=1 (SQL statements counted, src/db/queryStats.ts) and job autorun off,
 * measures every page on the demo data, grows the database in SQL (bench/scaleGrowth.ts), and
 * measures again. Per page: median and p95 time to the last byte, SQL statements and their
 * summed time per request; then requests per second of /charte and /p/{slug} under 32
 * keep-alive connections. Writes bench/results/scale.{md,json}. BENCH_SKIP_BUILD=1 reuses .next.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startBenchApp, type SeededApp } from '../scripts/lib/app'
import { lastReachablePage } from '../src/domain/paging'
import { growDatabase, SCALE_TARGETS, tableSizes, type GrowthStep } from './scaleGrowth'
import { jobsTable, measureJobs, type JobRun } from './scaleJobs'
import {
  pageVerdict,
  SCALE_GOALS,
  summarize,
  throughputVerdict,
  type PageVerdict,
  type Sample,
  type Summary,
} from './scaleStats'

const ADMIN_EMAIL = 'admin@tryb.local'
/** The seeded active member the bench signs in as; the growth gives her thousands of ledger rows. */
const MEMBER_EMAIL = 'camille.durand@tryb.local'
const WARM_UP = 3
const REQUESTS = 15
/** Statements a request starts may finish just after its last byte: wait that long before reading the counters. */
const SETTLE_MS = 30
const CONNECTIONS = 32
const THROUGHPUT_SECONDS = 10
/** Rows per page of the lists measured deep (the rules' page_size, MODERATION_PAGE_SIZE, Payload's REST default). */
const COMMUNITY_PAGE_SIZE = 20
const MODERATION_PAGE_SIZE = 50
const REST_PAGE_SIZE = 10
/** A deep page is this far into its list. */
const DEEP = 0.8
const RESULTS_DIR = path.resolve('bench', 'results')

type Actor = 'visiteur' | 'membre' | 'admin'
type Page = {
  label: string
  actor: Actor
  path: (data: DataShape) => string
  /** Run before each request (a limit lifted for the bench). */
  before?: (client: pg.Client) => Promise<unknown>
}
type DataShape = {
  projectSlug: string
  visibilityPages: number
  interactionPages: number
  /** The "Suivant" cursor a moderator holds 80 % of the way down the interactions list. */
  interactionCursor: string
  ledgerPages: number
  /** The creation date of the ledger's row 80 % of the way down (newest first): where a reader filtering by date goes on. */
  ledgerDeepDate: string
  /** The same for declared actions. */
  actionsDeepDate: string
  /** The id of the ledger's row 80 % of the way down, newest id first: the other filter the refusal advises. */
  ledgerDeepId: number
}
type PageRun = { label: string; actor: Actor; path: string; summary: Summary; samples: Sample[] }
type Throughput = { path: string; requests: number; errors: number; seconds: number; perSecond: number }
type PhaseRun = {
  pages: PageRun[]
  throughput: Throughput[]
  data: DataShape
  /** The machine's 1-minute load average as the phase began and ended: the times depend on it. */
  load: { start: number; end: number }
}

const loadAverage = () => Number(os.loadavg()[0].toFixed(2))

const deepPage = (pages: number) => Math.max(1, Math.floor(pages * DEEP))

const PAGES: Page[] = [
  { label: 'Accueil', actor: 'visiteur', path: () => '/' },
  { label: 'Charte', actor: 'visiteur', path: () => '/charte' },
  { label: 'Tarifs', actor: 'visiteur', path: () => '/tarifs' },
  { label: 'Communauté', actor: 'visiteur', path: () => '/communaute' },
  // /communaute itself has no pages: its "Voir tout" lists do.
  {
    label: 'Communauté, page profonde',
    actor: 'visiteur',
    path: (data) => `/communaute/visibilite?page=${deepPage(data.visibilityPages)}`,
  },
  { label: 'Projet publié', actor: 'visiteur', path: (data) => `/p/${data.projectSlug}` },
  { label: 'Tableau de bord', actor: 'membre', path: () => '/dashboard' },
  { label: 'Contributions', actor: 'membre', path: () => '/contributions' },
  { label: 'Profil', actor: 'membre', path: () => '/profile' },
  // The signed-in member has 20,000 notifications on the grown data.
  { label: 'Notifications', actor: 'membre', path: () => '/notifications' },
  { label: 'REST notifications du membre, page 1', actor: 'membre', path: () => '/api/notifications?limit=20' },
  // The real export, streamed (issue 34): its limit of 5 an hour is lifted for the bench by
  // clearing the member's counter before each request, or the bench would time the 429.
  {
    label: 'Export des données',
    actor: 'membre',
    path: () => '/profile/export',
    before: (client) => client.query(`delete from rate_limits where key like 'data-export:member:%'`),
  },
  { label: 'Cockpit', actor: 'admin', path: () => '/admin' },
  { label: 'Projets (modération)', actor: 'admin', path: () => '/admin/projets' },
  { label: 'Interactions, page 1', actor: 'admin', path: () => '/admin/interactions' },
  // Reached through "Suivant", which carries a keyset cursor (`?apres=`); an old `?page=N`
  // address is still read by OFFSET, once.
  {
    label: 'Interactions, page profonde',
    actor: 'admin',
    path: (data) => `/admin/interactions?apres=${data.interactionCursor}`,
  },
  { label: 'Candidatures', actor: 'admin', path: () => '/admin/candidatures' },
  { label: 'Entraide croisée', actor: 'admin', path: () => '/admin/entraide' },
  { label: 'Envois', actor: 'admin', path: () => '/admin/envois' },
  { label: 'Liste Payload des membres', actor: 'admin', path: () => '/admin/collections/members' },
  { label: 'Liste Payload du registre', actor: 'admin', path: () => '/admin/collections/points-ledger' },
  { label: 'Liste Payload des déclarations', actor: 'admin', path: () => '/admin/collections/declared-actions' },
  { label: 'REST membres', actor: 'admin', path: () => '/api/members?limit=10' },
  { label: 'REST registre, page 1', actor: 'admin', path: () => '/api/points-ledger' },
  // A page number reads the first 10,000 rows of a list (src/domain/paging.ts): the deepest page
  // asked by number, and past it the filter the refusal advises.
  {
    label: 'REST registre, dernière page par numéro',
    actor: 'admin',
    path: (data) =>
      `/api/points-ledger?page=${Math.min(deepPage(data.ledgerPages), lastReachablePage(REST_PAGE_SIZE))}`,
  },
  {
    label: 'REST registre, page profonde par date',
    actor: 'admin',
    path: (data) =>
      `/api/points-ledger?sort=-createdAt&where[createdAt][less_than]=${encodeURIComponent(data.ledgerDeepDate)}`,
  },
  // The demo's ledger rows share their seed transaction's created_at: the date filter finds none
  // there, so its ratio compares with an empty read; the id filter reads rows on both data sets.
  {
    label: 'REST registre, page profonde par id',
    actor: 'admin',
    path: (data) => `/api/points-ledger?sort=-id&where[id][less_than]=${data.ledgerDeepId}`,
  },
  {
    label: 'REST registre, page profonde par numéro (refusée au-delà de 10 000 lignes)',
    actor: 'admin',
    path: (data) => `/api/points-ledger?page=${deepPage(data.ledgerPages)}`,
  },
  {
    label: 'REST déclarations, page profonde par date',
    actor: 'admin',
    path: (data) =>
      `/api/declared-actions?sort=-createdAt&where[createdAt][less_than]=${encodeURIComponent(data.actionsDeepDate)}`,
  },
  { label: 'REST registre du membre, page 1', actor: 'membre', path: () => '/api/points-ledger' },
]

/** What the deep pages and the project page point at, read from the database of this phase. */
async function readDataShape(client: pg.Client): Promise<DataShape> {
  const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0].n)
  const { rows } = await client.query<{ slug: string }>(
    `select slug from projects where status = 'published' and request_type = 'visibility' order by id limit 1`,
  )
  if (!rows[0]) throw new Error('aucun projet publié dans la base')
  const pages = (rows: number, size: number) => Math.max(1, Math.ceil(rows / size))
  return {
    projectSlug: rows[0].slug,
    visibilityPages: pages(
      await count(
        `select count(*) as n from projects where request_type = 'visibility' and status in ('scheduled', 'published')`,
      ),
      COMMUNITY_PAGE_SIZE,
    ),
    interactionPages: pages(await count('select count(*) as n from declared_actions'), MODERATION_PAGE_SIZE),
    interactionCursor: await deepInteractionCursor(client),
    ledgerPages: pages(await count('select count(*) as n from points_ledger'), REST_PAGE_SIZE),
    ledgerDeepDate: await deepDate(client, 'points_ledger'),
    actionsDeepDate: await deepDate(client, 'declared_actions'),
    ledgerDeepId: Number(
      (
        await client.query<{ id: number }>(
          `select id from points_ledger order by id desc offset (select floor(count(*) * ${DEEP}) from points_ledger) limit 1`,
        )
      ).rows[0]?.id ?? 1,
    ),
  }
}

/** The creation date (ISO) of the row `DEEP` of the way down `table`, newest first. */
async function deepDate(client: pg.Client, table: 'points_ledger' | 'declared_actions'): Promise<string> {
  const { rows } = await client.query<{ at: Date }>(
    `select created_at as at from ${table} order by created_at desc, id desc
       offset (select floor(count(*) * ${DEEP}) from ${table}) limit 1`,
  )
  return (rows[0]?.at ?? new Date()).toISOString()
}

/**
 * Median time of the exact `count(*)` of whole tables, what Payload's paginated reads asked for
 * `totalDocs` (an admin's list and REST page 1 carry it) before src/db/cappedListCounts.ts.
 */
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

/** The cursor of the last row before the deep page of the interactions list (newest first). */
async function deepInteractionCursor(client: pg.Client): Promise<string> {
  const total = Number((await client.query<{ n: string }>('select count(*) as n from declared_actions')).rows[0].n)
  const before = (deepPage(Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE))) - 1) * MODERATION_PAGE_SIZE
  const { rows } = await client.query<{ cursor: string }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as cursor
       from declared_actions order by created_at desc, id desc offset $1 limit 1`,
    [Math.max(0, before - 1)],
  )
  return rows[0]?.cursor ?? ''
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

async function readStats(baseUrl: string, textsAfter?: number) {
  const query = textsAfter === undefined ? '' : `?after=${textsAfter}`
  const response = await fetch(`${baseUrl}/api/query-stats${query}`)
  if (!response.ok) throw new Error(`/api/query-stats a répondu ${response.status} (TRYB_QUERY_STATS=1 manquant ?)`)
  return (await response.json()) as { statements: number; totalMs: number; sent: number; texts?: string[] }
}

/** The moderation lists whose counts must stop at their cap (`countUpTo`), and the table each counts. */
const CAPPED_COUNT_PAGES = [
  { path: '/admin/interactions', table: 'declared_actions' },
  { path: '/admin/projets', table: 'projects' },
]
type CountCheck = { path: string; table: string; counts: string[]; wholeTable: string[] }

/**
 * The counts of `table` one request of `path` ran on the server, read from the query-stats route's
 * texts; `wholeTable`: those that count the whole table exactly (no filter, no limit), what the
 * capped count exists to avoid. The production build's own chunks are what is checked here.
 */
async function checkCappedCounts(baseUrl: string, cookie: string): Promise<CountCheck[]> {
  const checks: CountCheck[] = []
  for (const { path: url, table } of CAPPED_COUNT_PAGES) {
    const { sent } = await readStats(baseUrl)
    const response = await fetch(baseUrl + url, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const { texts = [] } = await readStats(baseUrl, sent)
    const counts = texts.filter((text) => /count\(/i.test(text) && new RegExp(`"?${table}"?(?![a-z_])`, 'i').test(text))
    const wholeTable = counts.filter((text) => !/\blimit\b/i.test(text) && !/\bwhere\b/i.test(text))
    checks.push({ path: url, table, counts, wholeTable })
    console.info(
      `[bench:scale] ${url} : ${counts.length} comptes de ${table}, ${wholeTable.length} exacts sur toute la table`,
    )
  }
  return checks
}

/** `/proc/loadavg` as it reads: the 1, 5 and 15-minute load averages, running/total tasks, last pid. */
const procLoadavg = () =>
  readFile('/proc/loadavg', 'utf8').then(
    (text) => text.trim(),
    () => os.loadavg().join(' '),
  )

/** One request, alone on the server: its time to the last byte and the SQL it caused. */
async function measure(baseUrl: string, url: string, cookie: string | undefined): Promise<Sample> {
  const before = await readStats(baseUrl)
  const startedAt = performance.now()
  // A browser's navigation: Payload takes the session cookie only with a same-origin Sec-Fetch-Site (or Origin).
  const headers: Record<string, string> = cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {}
  const response = await fetch(baseUrl + url, { headers, redirect: 'manual' })
  const { byteLength: bytes } = await response.arrayBuffer()
  const ms = performance.now() - startedAt
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const after = await readStats(baseUrl)
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

/** Requests per second of `url` with CONNECTIONS keep-alive connections for THROUGHPUT_SECONDS. */
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
  const project = `/p/${data.projectSlug}`
  // Each is asked once first so neither measures its first render.
  for (const url of ['/charte', project]) await measure(app.baseUrl, url, undefined)
  const rates = [await throughput(app.baseUrl, '/charte'), await throughput(app.baseUrl, project)]
  return { pages, throughput: rates, data, load: { start, end: loadAverage() } }
}

const ms = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(1))
const count = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value))
const mark = (met: boolean) => (met ? '✅' : '❌')

function markdownTable(demo: PhaseRun, grown: PhaseRun, verdicts: PageVerdict[]) {
  const header = [
    '| Page | Acteur | Statut | Médiane démo (ms) | p95 démo | SQL démo (nb) | SQL démo (ms) | Médiane grande base (ms) | p95 grande base | SQL grande base (nb, max) | SQL grande base (ms) | Rapport | ≤ 3× | ≤ 20 SQL |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|:-:|:-:|',
  ]
  const rows = grown.pages.map((page, index) => {
    const before = demo.pages[index].summary
    const after = page.summary
    const verdict = verdicts[index]
    const paths =
      demo.pages[index].path === page.path ? `\`${page.path}\`` : `\`${demo.pages[index].path}\` → \`${page.path}\``
    return [
      `${page.label} ${paths}`,
      page.actor,
      [...new Set([...before.statuses, ...after.statuses])].join('/'),
      ms(before.medianMs),
      ms(before.p95Ms),
      count(before.medianStatements),
      ms(before.medianSqlMs),
      ms(after.medianMs),
      ms(after.p95Ms),
      `${count(after.medianStatements)} (${count(after.maxStatements)})`,
      ms(after.medianSqlMs),
      verdict.slowdown === null ? '—' : `${verdict.slowdown.toFixed(2)}×`,
      mark(verdict.withinSlowdown),
      mark(verdict.withinStatements),
    ].join(' | ')
  })
  return [...header, ...rows.map((row) => `| ${row} |`)].join('\n')
}

function throughputTable(demo: PhaseRun, grown: PhaseRun) {
  const line = (name: string, phase: PhaseRun) => {
    const [charter, project] = phase.throughput
    const verdict = throughputVerdict(charter.perSecond, project.perSecond)
    return `| ${name} | ${charter.perSecond.toFixed(0)} | ${project.perSecond.toFixed(0)} (\`${project.path}\`) | ${verdict.share === null ? '—' : verdict.share.toFixed(2)} | ${mark(verdict.met)} | ${charter.errors + project.errors} |`
  }
  return [
    `| Données | /charte (req/s) | /p/{slug} (req/s) | Part | ≥ ${SCALE_GOALS.minProjectToCharterThroughput} | Réponses non 200 |`,
    '|---|--:|--:|--:|:-:|--:|',
    line('démo', demo),
    line('grande base', grown),
  ].join('\n')
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== ''
    return { commit, dirty }
  } catch {
    return { commit: null, dirty: null }
  }
}

async function main(): Promise<number> {
  // Read by the app started below: SQL counted, and no job running between two measured requests.
  process.env.TRYB_QUERY_STATS = '1'
  process.env.TRYB_DISABLE_JOB_AUTORUN = 'true'
  const started = await startBenchApp('scale', 54333)
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
    countChecks = await checkCappedCounts(app.baseUrl, cookies.admin!)
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

  const verdicts = grown.pages.map((page, index) => pageVerdict(demo.pages[index].summary, page.summary))
  const [charter, project] = grown.throughput
  const throughputGoal = throughputVerdict(charter.perSecond, project.perSecond)
  const allWithinSlowdown = verdicts.every((verdict) => verdict.withinSlowdown)
  const allWithinStatements = verdicts.every((verdict) => verdict.withinStatements)
  const countsCapped = countChecks.every((check) => check.wholeTable.length === 0 && check.counts.length > 0)
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
    `- ${mark(allWithinSlowdown)} aucune page dont la médiane sur la grande base dépasse ${SCALE_GOALS.maxSlowdown}× sa médiane sur les données de démo ;`,
    `- ${mark(allWithinStatements)} aucune page ne fait plus de ${SCALE_GOALS.maxStatements} requêtes SQL (médiane par requête HTTP, démo et grande base) ;`,
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
    '## Tâches',
    '',
    'Sur la grande base, après les pages, dans le processus du bench (le même code et la même base que le serveur ; la date d’une tâche ne se choisit pas par le serveur), l’une après l’autre. Requêtes SQL : toutes celles du pool pendant la tâche.',
    '',
    jobsError ? `Les tâches ont échoué : ${jobsError}` : jobsTable(jobs),
    '',
    '## Comptes plafonnés',
    '',
    ...countChecks.map(
      (check) =>
        `- ${mark(check.wholeTable.length === 0 && check.counts.length > 0)} \`${check.path}\` : ${check.counts.length} compte(s) de \`${check.table}\`${check.counts.map((text) => `\n  - \`${text.replace(/\s+/g, ' ').slice(0, 240)}\``).join('')}`,
    ),
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
    `${JSON.stringify({ ...meta, sizes, counts, growth, demo, grown, verdicts, throughputGoal, jobs, countChecks }, null, 2)}\n`,
  )
  await writeFile(path.join(RESULTS_DIR, 'scale.md'), markdown)
  console.info(`\n${markdown}\n[bench:scale] ${path.relative(process.cwd(), RESULTS_DIR)}/scale.{json,md}`)
  // A whole table counted exactly is a regression the bench must not let pass silently.
  if (jobsError) return 1
  if (!countsCapped) {
    console.error('[bench:scale] un compte exact de toute la table sur /admin/interactions ou /admin/projets')
    return 1
  }
  return 0
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('[bench:scale]', error instanceof Error ? error.message : error)
    process.exit(1)
  })
