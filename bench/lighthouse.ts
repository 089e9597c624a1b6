/**
 * `npm run bench:lighthouse`: mobile Lighthouse medians on the four public pages and the pages members
 * live in (signed in as a member who owns a campaign waiting for payment, and as the admin), against
 * the goals below; fails if any request leaves 127.0.0.1. Lighthouse is loaded from LIGHTHOUSE_PATH,
 * not an app dependency.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { OFFLINE_CHROMIUM_ARGS } from '../playwright.config'
import { startBenchApp } from '../scripts/lib/app'

import { gitCommit, runBench } from './lib/results'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5)
/** The goals a page is held to (issue 46): what a mid-range phone on a slow 4G network needs. */
const GOALS = { performance: 98, lcpMs: 1500, tbtMs: 100, cls: 0, publicJsKiB: 150, memberJsKiB: 200 }
/** Ines owns a validated campaign not paid yet (the seed): her page holds the payment block. */
const MEMBER_EMAIL = 'ines.lefebvre@tryb.local'
const ADMIN_EMAIL = 'admin@tryb.local'

type Visitor = 'public' | 'member' | 'admin'
type Measured = { path: string; as: Visitor }
const EXPECTED_VERSION = '12.8.2'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const NETWORK_PROTOCOLS = new Set(['http:', 'https:', 'ws:', 'wss:'])
const RESULTS_DIR = path.resolve('bench', 'results')
/** Whole Lighthouse reports, kept with LIGHTHOUSE_SAVE_REPORTS=1 to read a failing audit's details. */
const REPORTS_DIR = path.resolve('.data', 'lighthouse')

type Category = (typeof CATEGORIES)[number]
type NetworkRequest = {
  url: string
  resourceType?: string
  statusCode?: number
  transferSize?: number
  resourceSize?: number
}
type Audit = {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  displayValue?: string
  details?: { type?: string; items?: unknown[] }
}
type Lhr = {
  lighthouseVersion: string
  runtimeError?: { code: string; message: string }
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>
  audits: Record<string, Audit>
}
type LighthouseModule = {
  default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>
}
type ChromeLauncher = {
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => void }>
}

type Run = {
  scores: Record<Category, number | null>
  jsKiB: number
  /** The document as decoded (what the server rendered) and as transferred (compressed). */
  htmlKiB: number
  htmlTransferKiB: number
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  /** Audits that do not pass, by category, e.g. `accessibility: color-contrast`. */
  failing: string[]
}
type PageResult = {
  path: string
  as: Visitor
  median: { [K in keyof Omit<Run, 'failing' | 'scores'>]: number | null } & { scores: Record<Category, number | null> }
  /** Every failing audit seen in any run, with how many runs it failed in. */
  failing: Record<string, number>
  runs: Run[]
}

async function loadLighthouse() {
  const base = process.env.LIGHTHOUSE_PATH ? path.resolve(process.env.LIGHTHOUSE_PATH) : process.cwd()
  const fromBase = createRequire(path.join(base, 'package.json'))
  let manifest: string
  try {
    manifest = fromBase.resolve('lighthouse/package.json')
  } catch {
    throw new Error(
      `Lighthouse introuvable depuis ${base}: npm i --prefix /work/tools-lh lighthouse@${EXPECTED_VERSION} puis LIGHTHOUSE_PATH=/work/tools-lh`,
    )
  }
  const fromLighthouse = createRequire(manifest)
  const { version } = fromLighthouse(manifest) as { version: string }
  if (version !== EXPECTED_VERSION)
    console.warn(`[lighthouse] version ${version}, bench written for ${EXPECTED_VERSION}`)
  const lighthouse = (await import(
    pathToFileURL(path.join(path.dirname(manifest), 'core', 'index.js')).href
  )) as LighthouseModule
  const launcher = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher
  return { lighthouse: lighthouse.default, launcher, version }
}

/** The first project linked from a page (after `after`, a marker in its HTML, when given). */
async function projectPath(baseUrl: string, listPath = '/communaute', cookie?: string, after = '') {
  const html = await fetch(`${baseUrl}${listPath}`, { headers: cookie ? { Cookie: cookie } : {} }).then((response) =>
    response.text(),
  )
  const match = html.slice(Math.max(0, html.indexOf(after))).match(/href="(\/p\/[^"?#]+)"/)
  if (!match) throw new Error(`${listPath} ne lie aucun projet (/p/…): le seed a changé ?`)
  return match[1]
}

/** A session cookie for a seeded account, opened through the login route as the site's forms do. */
async function sessionCookie(baseUrl: string, collection: 'members' | 'users', email: string, password: string) {
  const answer = await fetch(`${baseUrl}/api/${collection}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  })
  if (!answer.ok) throw new Error(`connexion de ${email} refusée (${answer.status}): ${await answer.text()}`)
  const { token } = (await answer.json()) as { token: string }
  return `payload-token=${token}`
}

/** The goals a page's medians miss, in words. */
function missedGoals(result: PageResult): string[] {
  const m = result.median
  const jsGoal = result.as === 'public' ? GOALS.publicJsKiB : GOALS.memberJsKiB
  const missed: string[] = []
  if (m.scores.performance !== null && m.scores.performance < GOALS.performance) missed.push('performance')
  if (m.lcpMs !== null && m.lcpMs > GOALS.lcpMs) missed.push('LCP')
  if (m.tbtMs !== null && m.tbtMs > GOALS.tbtMs) missed.push('TBT')
  if (m.cls !== null && m.cls > GOALS.cls) missed.push('CLS')
  if (m.jsKiB !== null && m.jsKiB > jsGoal) missed.push('JS')
  return missed
}

function isOutside(url: string) {
  try {
    const parsed = new URL(url)
    return NETWORK_PROTOCOLS.has(parsed.protocol) && !LOCAL_HOSTS.has(parsed.hostname)
  } catch {
    return false
  }
}

function failingAudits(lhr: Lhr) {
  const failing: string[] = []
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null) continue
      if (
        audit.scoreDisplayMode !== 'binary' &&
        audit.scoreDisplayMode !== 'numeric' &&
        audit.scoreDisplayMode !== 'metricSavings'
      )
        continue
      // Performance metrics are scored on a curve: list them only when clearly below "good".
      const threshold = audit.scoreDisplayMode === 'numeric' ? 0.9 : 1
      if (audit.score < threshold)
        failing.push(`${category}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
    }
  }
  return failing
}

async function runOnce(
  tools: Awaited<ReturnType<typeof loadLighthouse>>,
  url: string,
  outside: Set<string>,
  cookie?: string,
): Promise<Run> {
  const chrome = await tools.launcher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...OFFLINE_CHROMIUM_ARGS],
  })
  try {
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      locale: 'en',
      // A signed-in page: the session's cookie on every request of the page, as a browser sends it.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    })
    if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`)
    const { lhr } = result
    if (process.env.LIGHTHOUSE_SAVE_REPORTS) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'root'}-${Date.now()}.json`
      await mkdir(REPORTS_DIR, { recursive: true })
      await writeFile(path.join(REPORTS_DIR, name), JSON.stringify(lhr))
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequest[]
    for (const request of requests) if (isOutside(request.url)) outside.add(request.url)
    // The page itself, not a redirect to it (Payload's Critical-CH once made Chrome fetch it twice).
    const document = requests.find((request) => request.resourceType === 'Document' && request.statusCode === 200)
    const scripts = requests.filter((request) => request.resourceType === 'Script')
    const score = (category: Category) => {
      const value = lhr.categories[category].score
      return value === null ? null : Math.round(value * 100)
    }
    const numeric = (id: string) => (lhr.audits[id] as { numericValue?: number } | undefined)?.numericValue ?? null
    return {
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Run['scores'],
      jsKiB: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
      htmlKiB: (document?.resourceSize ?? 0) / 1024,
      htmlTransferKiB: (document?.transferSize ?? 0) / 1024,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing: failingAudits(lhr),
    }
  } finally {
    chrome.kill()
  }
}

function median(values: Array<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function summarise({ path: pagePath, as }: Measured, runs: Run[]): PageResult {
  const failing: Record<string, number> = {}
  for (const run of runs)
    for (const audit of run.failing)
      failing[audit.replace(/ \(.*\)$/, '')] = (failing[audit.replace(/ \(.*\)$/, '')] ?? 0) + 1
  const of = (pick: (run: Run) => number | null) => median(runs.map(pick))
  return {
    path: pagePath,
    as,
    median: {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, of((run) => run.scores[category])]),
      ) as Run['scores'],
      jsKiB: of((run) => run.jsKiB),
      htmlKiB: of((run) => run.htmlKiB),
      htmlTransferKiB: of((run) => run.htmlTransferKiB),
      lcpMs: of((run) => run.lcpMs),
      tbtMs: of((run) => run.tbtMs),
      cls: of((run) => run.cls),
    },
    failing,
    runs,
  }
}

const oneDecimal = (value: number | null) => (value === null ? '—' : value.toFixed(1))
const whole = (value: number | null) => (value === null ? '—' : String(Math.round(value)))

function markdownTable(pages: PageResult[]) {
  const header = [
    '| Page | As | Performance | Accessibility | Best practices | SEO | JS (KiB) | HTML (KiB) | HTML transferred (KiB) | LCP (ms) | TBT (ms) | CLS | Goals missed |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ]
  const rows = pages.map((result) => {
    const { path: page, as, median: m } = result
    return [
      `\`${page}\``,
      as,
      whole(m.scores.performance),
      whole(m.scores.accessibility),
      whole(m.scores['best-practices']),
      whole(m.scores.seo),
      oneDecimal(m.jsKiB),
      oneDecimal(m.htmlKiB),
      oneDecimal(m.htmlTransferKiB),
      whole(m.lcpMs),
      whole(m.tbtMs),
      m.cls === null ? '—' : m.cls.toFixed(3),
      missedGoals(result).join(', ') || 'none',
    ].join(' | ')
  })
  return [...header, ...rows.map((row) => `| ${row} |`)].join('\n')
}

function failingList(pages: PageResult[]) {
  return pages.flatMap(({ path: page, as, failing }) => {
    const audits = Object.entries(failing)
    if (audits.length === 0) return [`- \`${page}\` (${as}): none`]
    return [`- \`${page}\` (${as}): ${audits.map(([audit, count]) => `${audit} (${count}/${RUNS})`).join(', ')}`]
  })
}

async function main(): Promise<number> {
  const tools = await loadLighthouse()
  const started = await startBenchApp('lighthouse', 54333)
  if ('exitCode' in started) return started.exitCode
  const app = started

  const outside = new Set<string>()
  const pages: PageResult[] = []
  let chromium = 'unknown'
  try {
    // LIGHTHOUSE_PAGES=/apply,/ measures those pages alone (while working on one of them).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',')
    const password = app.env.SEED_PASSWORD ?? ''
    const cookies: Record<Visitor, string | undefined> = {
      public: undefined,
      member: await sessionCookie(app.baseUrl, 'members', MEMBER_EMAIL, password),
      admin: await sessionCookie(app.baseUrl, 'users', ADMIN_EMAIL, password),
    }
    const ownProject = await projectPath(app.baseUrl, '/dashboard', cookies.member, 'data-testid="my-projects')
    const measured: Measured[] = [
      { path: '/', as: 'public' },
      { path: '/communaute', as: 'public' },
      { path: await projectPath(app.baseUrl), as: 'public' },
      { path: '/apply', as: 'public' },
      { path: '/dashboard', as: 'member' },
      { path: '/contributions', as: 'member' },
      { path: '/notifications', as: 'member' },
      { path: '/profile', as: 'member' },
      { path: await projectPath(app.baseUrl), as: 'member' },
      { path: ownProject, as: 'member' },
      { path: '/admin', as: 'admin' },
    ]
    const paths = measured.filter(
      ({ path: page }) => !only || only.some((wanted) => (wanted === '/' ? page === '/' : page.startsWith(wanted))),
    )
    // The server's first render of a route loads its modules: keep that out of the measured loads.
    for (const { path: page, as } of paths) {
      const cookie = cookies[as]
      await fetch(app.baseUrl + page, { headers: cookie ? { Cookie: cookie } : {} }).then((response) =>
        response.arrayBuffer(),
      )
    }
    chromium = execFileSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
    }).trim()
    for (const page of paths) {
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await runOnce(tools, app.baseUrl + page.path, outside, cookies[page.as]))
        console.info(`[lighthouse] ${page.path} (${page.as}) run ${i + 1}/${RUNS}: ${JSON.stringify(runs[i].scores)}`)
      }
      pages.push(summarise(page, runs))
    }
  } finally {
    await app.stop()
  }
  if (outside.size > 0) {
    throw new Error(`${outside.size} request(s) left 127.0.0.1/localhost:\n  ${[...outside].join('\n  ')}`)
  }

  const cpus = os.cpus()
  const meta = {
    date: new Date().toISOString(),
    ...gitCommit({ full: true }),
    node: process.version,
    lighthouse: tools.version,
    chromium,
    machine: {
      cores: cpus.length,
      cpu: cpus[0]?.model ?? null,
      loadAverage: os.loadavg().map((load) => +load.toFixed(2)),
    },
    method: { runs: RUNS, formFactor: 'mobile', throttling: 'Lighthouse default (simulated, 4× CPU, slow 4G)' },
  }
  const table = markdownTable(pages)
  const markdown = [
    '# Lighthouse, public and signed-in pages',
    '',
    `${meta.date} · commit \`${meta.commit ?? 'unknown'}\`${meta.dirty ? ' (uncommitted changes)' : ''} · Lighthouse ${meta.lighthouse} · ${meta.chromium} · Node ${meta.node} · ${meta.machine.cores} cores, load ${meta.machine.loadAverage.join(' ')}`,
    '',
    `Median of ${RUNS} runs per page, mobile, default throttling, each run in a new Chromium profile.`,
    'JS: every script transferred (compressed, headers included), prefetches included. HTML: the document decoded, and as transferred.',
    `Signed in: "member" is ${MEMBER_EMAIL} (her own validated campaign, not paid yet, is the last member page), "admin" is ${ADMIN_EMAIL}.`,
    `Goals: performance ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpMs} ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ${GOALS.cls}, JS ≤ ${GOALS.publicJsKiB} KiB on public pages and ≤ ${GOALS.memberJsKiB} KiB on member pages.`,
    '',
    table,
    '',
    'Audits not passing (in how many runs):',
    '',
    ...failingList(pages),
    '',
  ].join('\n')

  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(path.join(RESULTS_DIR, 'lighthouse.json'), `${JSON.stringify({ ...meta, pages }, null, 2)}\n`)
  await writeFile(path.join(RESULTS_DIR, 'lighthouse.md'), markdown)
  console.info(`\n${table}\n\n${failingList(pages).join('\n')}\n\n[lighthouse] bench/results/lighthouse.{json,md}`)
  return 0
}

runBench(main, '[lighthouse]')
