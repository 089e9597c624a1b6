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
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { startBenchApp, type SeededApp } from '../scripts/lib/app'
import { startNginx } from '../scripts/lib/nginx'

import { CONNECTIONS, gitCommit, publishedProjectPath } from './lib/load'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5)
const DURATION_S = Number(process.env.BENCH_DURATION_S || 5)
/** wrk's threads: one per core of this machine, shared with both servers. */
const THREADS = 2
const GOAL = 0.033
const RESULTS_DIR = path.resolve('bench', 'results')
const run = promisify(execFile)

type WrkRound = { requestsPerSecond: number; medianMs: number; p99Ms: number; errors: number; load: number }
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** wrk's latencies are written with their unit (`870.00us`, `12.31ms`, `1.02s`). */
function milliseconds(text: string): number {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim()) ?? []
  if (value === undefined) throw new Error(`Latence wrk illisible : ${text}`)
  return Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit]
}

/** One wrk run of DURATION_S on `url`: req/s, median and p99, errors (socket errors and non-2xx). */
async function wrk(url: string, cookie?: string): Promise<WrkRound> {
  const args = ['-t', String(THREADS), '-c', String(CONNECTIONS), '-d', `${DURATION_S}s`, '--latency']
  if (cookie) args.push('-H', `Cookie: ${cookie}`)
  const { stdout } = await run('wrk', [...args, url])
  const field = (pattern: RegExp) => pattern.exec(stdout)?.[1]
  const socketErrors = (field(/Socket errors: (.*)/) ?? '')
    .split(',')
    .reduce((sum, part) => sum + Number(/\d+/.exec(part)?.[0] ?? 0), 0)
  return {
    requestsPerSecond: round(Number(field(/Requests\/sec:\s+([\d.]+)/)), 1),
    medianMs: round(milliseconds(field(/\s50%\s+(\S+)/) ?? ''), 2),
    p99Ms: round(milliseconds(field(/\s99%\s+(\S+)/) ?? ''), 2),
    errors: socketErrors + Number(field(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
    load: round(os.loadavg()[0], 2),
  }
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

type Run = {
  label: string
  date: string
  commit: string | null
  dirty: boolean
  node: string
  cores: number
  cpu: string | null
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

async function previousRuns(file: string, label: string): Promise<Run[]> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { runs?: Run[] }
    return (saved.runs ?? []).filter((previous) => previous.label !== label)
  } catch {
    return []
  }
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

  const cpus = os.cpus()
  const label = process.env.BENCH_LABEL || 'latest'
  const { stdout: wrkVersion } = await run('wrk', ['-v']).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }))
  const saved: Run = {
    label,
    date: new Date().toISOString(),
    ...gitCommit(),
    node: process.version,
    cores: cpus.length,
    cpu: cpus[0]?.model ?? null,
    wrk: wrkVersion.split('\n')[0].trim(),
    rounds: ROUNDS,
    durationS: DURATION_S,
    loadBefore,
    pages,
  }
  const jsonFile = path.join(RESULTS_DIR, 'app-alone.json')
  const runs = [...(await previousRuns(jsonFile, label)), saved]
  const markdown = [
    '# Cached pages from the app alone, against nginx serving the same bytes',
    '',
    `wrk, ${THREADS} threads, ${CONNECTIONS} keep-alive connections, on the same 2 cores as the servers; each page is measured in ${ROUNDS} alternating rounds of ${DURATION_S} s (nginx's plain file, then each app server), after one warm-up of each. An app server is \`scripts/server.ts\` of a production build, as \`npm start\` runs it (when two are named, two builds of the same data, measured in the same rounds); "file": Debian's nginx (one worker) serving the bytes the app sent, saved as a file. The ratio is app ÷ file within each round; the table gives the median of the rounds and each round's. Goal: ≥ ${GOAL} on the cached pages.`,
    '',
    ...runs.flatMap((previous) => [
      `## ${previous.label}`,
      '',
      `${previous.date} · commit \`${previous.commit ?? 'unknown'}\`${previous.dirty ? ' (uncommitted changes)' : ''} · Node ${previous.node} · ${previous.cores} cores (${previous.cpu ?? 'unknown CPU'}) · ${previous.wrk} · load average before ${previous.loadBefore.join(' / ')}`,
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

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
