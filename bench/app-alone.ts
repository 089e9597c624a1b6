/**
 * `npm run bench:app-alone`: requests per second of the app alone (`scripts/server.ts`, as
 * `npm start` runs it, no proxy in front) for cached pages, against Debian's nginx serving the
 * very same bytes as plain files. `wrk` (Debian's package) sends the load; the two servers are
 * measured in alternating rounds (file, app, file, app…) so both meet the same machine load, and
 * the ratio app ÷ file of each round is what counts (its median over the rounds). Goal: ≥ 0.033.
 * Writes bench/results/app-alone.{json,md}, one section per BENCH_LABEL.
 *
 * BENCH_SKIP_BUILD=1 reuses .next; BENCH_APP_URL measures a server already running instead of
 * starting one (e.g. one started with `--cpu-prof`); BENCH_ROUNDS (5), BENCH_DURATION_S (5);
 * BENCH_PAGES=/charte,/ measures only those pages (their labels); BENCH_OTHER_URL adds a second
 * server of the same data (another build: a before/after measured in the same rounds), named by
 * BENCH_OTHER_LABEL, this tree's by BENCH_APP_LABEL.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { startBenchApp, type SeededApp } from '../scripts/lib/app'
import { startNginx } from '../scripts/lib/nginx'

import { CONNECTIONS, publishedProjectPath } from './lib/load'
import { machine, previousRuns, runBench, runLine, type MeasuredRun } from './lib/results'
import { median, round, wrk as wrkRun, wrkVersion, type WrkRound } from './lib/wrk'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5)
const DURATION_S = Number(process.env.BENCH_DURATION_S || 5)
/** wrk's threads: one per core of this machine, shared with both servers. */
const THREADS = 2
const GOAL = 0.033
const RESULTS_DIR = path.resolve('bench', 'results')

/** One wrk run of DURATION_S on `url`. */
const wrk = (url: string, cookie?: string) => wrkRun(url, { threads: THREADS, durationS: DURATION_S, cookie })
/** An app server measured against the file: this tree's, and another build's for a before/after. */
type AppServer = { name: string; url: string }
type ServerRow = {
  name: string
  requestsPerSecond: number
  medianMs: number
  /** Median over the rounds of app ÷ file, each round's pair measured back to back. */
  ratio: number
  rounds: (WrkRound & { ratio: number })[]
}
type PageRow = {
  path: string
  label: string
  cache: string | null
  bytes: number
  file: { requestsPerSecond: number; medianMs: number; rounds: WrkRound[] }
  apps: ServerRow[]
  load: number
  errors: number
}

/**
 * Each page in ROUNDS rounds: nginx's file, then each app server (their order turned round by
 * round, so that none always follows the file), each app's ratio taken against that round's file.
 */
async function measurePages(apps: AppServer[], fileUrl: string, pages: Page[]): Promise<PageRow[]> {
  const rows: PageRow[] = []
  for (const page of pages) {
    const file = new URL(page.filePath ?? page.path, fileUrl).href
    const appUrl = (app: AppServer) => new URL(page.path, app.url).href
    // Warm-up of each: the app's modules and cache entry, nginx's open file.
    for (const app of apps) await wrk(appUrl(app), page.cookie)
    await wrk(file)
    const fileRounds: WrkRound[] = []
    const appRounds = apps.map(() => [] as ServerRow['rounds'])
    for (let index = 0; index < ROUNDS; index++) {
      const fileRound = await wrk(file)
      fileRounds.push(fileRound)
      const order = apps.map((_, n) => (n + index) % apps.length)
      for (const n of order) {
        const measured = await wrk(appUrl(apps[n]), page.cookie)
        const ratio = round(measured.requestsPerSecond / fileRound.requestsPerSecond, 4)
        appRounds[n].push({ ...measured, ratio })
        console.info(
          `[bench] ${page.label} round ${index + 1}, ${apps[n].name}: ${measured.requestsPerSecond} req/s (median ${measured.medianMs} ms), file ${fileRound.requestsPerSecond}, ratio ${ratio}, load ${measured.load}`,
        )
      }
    }
    const answer = await fetch(appUrl(apps[0]), { headers: page.cookie ? { Cookie: page.cookie } : {} })
    const allRounds = [...fileRounds, ...appRounds.flat()]
    rows.push({
      path: page.path,
      label: page.label,
      cache: answer.headers.get('x-nextjs-cache'),
      bytes: (await answer.arrayBuffer()).byteLength,
      file: {
        requestsPerSecond: round(median(fileRounds.map((r) => r.requestsPerSecond)), 1),
        medianMs: round(median(fileRounds.map((r) => r.medianMs)), 2),
        rounds: fileRounds,
      },
      apps: apps.map((app, n) => ({
        name: app.name,
        requestsPerSecond: round(median(appRounds[n].map((r) => r.requestsPerSecond)), 1),
        medianMs: round(median(appRounds[n].map((r) => r.medianMs)), 2),
        ratio: round(median(appRounds[n].map((r) => r.ratio)), 4),
        rounds: appRounds[n],
      })),
      load: round(median(allRounds.map((r) => r.load)), 1),
      errors: allRounds.reduce((sum, r) => sum + r.errors, 0),
    })
  }
  return rows
}

type Page = { path: string; label: string; cookie?: string; filePath?: string }

/** Saves each page's bytes, as the app sends them to a visitor, where nginx serves them. */
async function savePages(appUrl: string, pages: Page[], root: string) {
  for (const page of pages) {
    const body = Buffer.from(await (await fetch(new URL(page.path, appUrl))).arrayBuffer())
    const name = page.path === '/' ? 'index.html' : decodeURIComponent(page.path).slice(1)
    page.filePath = `/${name}`
    await mkdir(path.dirname(path.join(root, name)), { recursive: true })
    await writeFile(path.join(root, name), body)
  }
}

type Run = MeasuredRun & {
  label: string
  wrk: string
  rounds: number
  durationS: number
  loadBefore: number[]
  pages: PageRow[]
}

function markdownTable(saved: Run) {
  const names = saved.pages[0]?.apps.map((app) => app.name) ?? []
  return [
    `| Page | file req/s | ${names.map((name) => `${name} req/s | ${name} median (ms) | ${name} ÷ file | each round`).join(' | ')} | load (1 min) | x-nextjs-cache | errors |`,
    `| ---- | ---------: | ${names.map(() => '---: | ---: | ---: | ---').join(' | ')} | ---: | --- | ---: |`,
    ...saved.pages.map(
      (page) =>
        `| \`${page.label}\` | ${page.file.requestsPerSecond} | ${page.apps
          .map(
            (app) =>
              `${app.requestsPerSecond} | ${app.medianMs} | ${app.ratio.toFixed(4)} | ${app.rounds.map((r) => r.ratio.toFixed(3)).join(' · ')}`,
          )
          .join(' | ')} | ${page.load} | ${page.cache ?? 'none'} | ${page.errors} |`,
    ),
  ].join('\n')
}

async function main(): Promise<number> {
  let app: SeededApp | undefined
  let appUrl = process.env.BENCH_APP_URL
  if (!appUrl) {
    const started = await startBenchApp('app-alone', 54336)
    if ('exitCode' in started) return started.exitCode
    app = started
    appUrl = app.baseUrl
  }
  const root = await mkdtemp(path.join(os.tmpdir(), 'tryb-bench-app-alone-'))
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
  let pages: PageRow[]
  const loadBefore = os.loadavg().map((value) => round(value, 2))
  try {
    const project = await publishedProjectPath(appUrl)
    const list: Page[] = [
      { path: '/charte', label: '/charte' },
      { path: '/', label: '/' },
      { path: '/communaute', label: '/communaute' },
      { path: project, label: '/p/{slug}' },
      { path: '/robots.txt', label: '/robots.txt' },
    ]
    const only = process.env.BENCH_PAGES?.split(',')
    if (only) list.splice(0, list.length, ...list.filter((page) => only.includes(page.label)))
    await savePages(appUrl, list, root)
    nginx = await startNginx({ upstreams: [new URL(appUrl).host], staticRoot: root })
    const apps: AppServer[] = [{ name: process.env.BENCH_APP_LABEL || 'app', url: appUrl }]
    if (process.env.BENCH_OTHER_URL)
      apps.push({ name: process.env.BENCH_OTHER_LABEL || 'other', url: process.env.BENCH_OTHER_URL })
    pages = await measurePages(apps, nginx.staticUrl!, list)
  } finally {
    await nginx?.stop()
    await app?.stop()
    await rm(root, { recursive: true, force: true })
  }

  const label = process.env.BENCH_LABEL || 'latest'
  const saved: Run = {
    label,
    date: new Date().toISOString(),
    ...machine(),
    wrk: await wrkVersion(),
    rounds: ROUNDS,
    durationS: DURATION_S,
    loadBefore,
    pages,
  }
  const jsonFile = path.join(RESULTS_DIR, 'app-alone.json')
  const runs = [...(await previousRuns<Run>(jsonFile, label)), saved]
  const markdown = [
    '# Cached pages from the app alone, against nginx serving the same bytes',
    '',
    `wrk, ${THREADS} threads, ${CONNECTIONS} keep-alive connections, on the same 2 cores as the servers; each page is measured in ${ROUNDS} alternating rounds of ${DURATION_S} s (nginx's plain file, then each app server), after one warm-up of each. An app server is \`scripts/server.ts\` of a production build, as \`npm start\` runs it (when two are named, two builds of the same data, measured in the same rounds); "file": Debian's nginx (one worker) serving the bytes the app sent, saved as a file. The ratio is app ÷ file within each round; the table gives the median of the rounds and each round's. Goal: ≥ ${GOAL} on the cached pages.`,
    '',
    ...runs.flatMap((previous) => [
      `## ${previous.label}`,
      '',
      runLine(previous, previous.wrk, `load average before ${previous.loadBefore.join(' / ')}`),
      '',
      markdownTable(previous),
      '',
    ]),
  ].join('\n')
  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(jsonFile, `${JSON.stringify({ runs }, null, 2)}\n`)
  await writeFile(path.join(RESULTS_DIR, 'app-alone.md'), markdown)
  console.info(`\n${markdownTable(saved)}\n\n[bench] ${path.relative(process.cwd(), RESULTS_DIR)}/app-alone.{json,md}`)
  return 0
}

runBench(main)
