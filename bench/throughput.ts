/**
 * `npm run bench:throughput`: req/s of the public pages under steady keep-alive load, each compared with /charte
 * (prerendered: the ceiling). Writes bench/results/throughput.{json,md}.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { startBenchApp, type SeededApp } from '../scripts/lib/app'

import { CONNECTIONS, gitCommit, load, mostFrequent, percentile, publishedProjectPath } from './lib/load'

const DURATION_MS = Number(process.env.BENCH_DURATION_MS || 10_000)
const WARMUP_MS = 2_000
const REFERENCE = '/charte'
const RESULTS_DIR = path.resolve('bench', 'results')

type PageResult = {
  path: string
  label: string
  status: number
  requests: number
  errors: number
  requestsPerSecond: number
  medianMs: number
  p95Ms: number
  ratioToCharte: number | null
  cache: string | null
}

async function runPages(app: SeededApp) {
  const projectPath = await publishedProjectPath(app.baseUrl)
  const pages: { path: string; label: string; cookie?: string }[] = [
    { path: REFERENCE, label: REFERENCE },
    { path: '/tarifs', label: '/tarifs' },
    { path: '/', label: '/' },
    { path: '/communaute', label: '/communaute' },
    { path: projectPath, label: '/p/{slug} (published)' },
    // A signed-in browser's request: the proxy reads whether the project is public before serving
    // the same cached page (`src/community/previewRoute.ts`); the cookie's value is never checked there.
    { path: projectPath, label: '/p/{slug} (published, session cookie)', cookie: 'payload-token=bench' },
  ]
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const results: PageResult[] = []
  try {
    for (const page of pages) {
      const url = new URL(page.path, app.baseUrl)
      await load(agent, url, WARMUP_MS, undefined, page.cookie)
      const run = await load(agent, url, DURATION_MS, undefined, page.cookie)
      const sorted = [...run.times].sort((a, b) => a - b)
      const result: PageResult = {
        path: page.path,
        label: page.label,
        status: mostFrequent(run.statuses) ?? 0,
        requests: run.times.length,
        errors: run.errors + [...run.statuses].reduce((sum, [status, n]) => sum + (status === 200 ? 0 : n), 0),
        requestsPerSecond: Math.round((run.times.length / run.seconds) * 10) / 10,
        medianMs: Math.round(percentile(sorted, 50) * 10) / 10,
        p95Ms: Math.round(percentile(sorted, 95) * 10) / 10,
        ratioToCharte: null,
        cache: mostFrequent(run.caches) ?? null,
      }
      results.push(result)
      console.info(
        `[bench] ${page.label}: ${result.requestsPerSecond} req/s, median ${result.medianMs} ms, p95 ${result.p95Ms} ms`,
      )
    }
  } finally {
    agent.destroy()
  }
  const reference = results.find((result) => result.path === REFERENCE)!.requestsPerSecond
  for (const result of results) result.ratioToCharte = Math.round((result.requestsPerSecond / reference) * 100) / 100
  return results
}

type Run = {
  label: string
  date: string
  commit: string | null
  dirty: boolean
  node: string
  cores: number
  cpu: string | null
  connections: number
  durationMs: number
  warmupMs: number
  pages: PageResult[]
}

function markdownTable(run: Run) {
  const header = [
    '| Page | HTTP | x-nextjs-cache | req/s | median (ms) | p95 (ms) | ratio to /charte | errors |',
    '| ---- | ---: | -------------- | ----: | ----------: | -------: | ---------------: | -----: |',
  ]
  const rows = run.pages.map(
    (page) =>
      `| \`${page.label}\` | ${page.status} | ${page.cache ?? 'none'} | ${page.requestsPerSecond} | ${page.medianMs} | ${page.p95Ms} | ${page.ratioToCharte?.toFixed(2)} | ${page.errors} |`,
  )
  return [...header, ...rows].join('\n')
}

/** Keeps the runs of other labels already in the results (the "before" of an "after"), newest label wins. */
async function previousRuns(file: string, label: string): Promise<Run[]> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { runs?: Run[] }
    return (saved.runs ?? []).filter((run) => run.label !== label)
  } catch {
    return []
  }
}

async function main(): Promise<number> {
  const started = await startBenchApp('throughput', 54333)
  if ('exitCode' in started) return started.exitCode
  const app = started

  let pages: PageResult[]
  try {
    pages = await runPages(app)
  } finally {
    await app.stop()
  }

  const cpus = os.cpus()
  const label = process.env.BENCH_LABEL || 'latest'
  const run: Run = {
    label,
    date: new Date().toISOString(),
    ...gitCommit(),
    node: process.version,
    cores: cpus.length,
    cpu: cpus[0]?.model ?? null,
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
    warmupMs: WARMUP_MS,
    pages,
  }
  const jsonFile = path.join(RESULTS_DIR, 'throughput.json')
  const runs = [...(await previousRuns(jsonFile, label)), run]
  const markdown = [
    '# Throughput of the public pages',
    '',
    `${CONNECTIONS} keep-alive connections from one Node process on the same machine, ${WARMUP_MS / 1000} s of warm-up then ${DURATION_MS / 1000} s per page, one page at a time, against \`next start\` of a production build on 127.0.0.1 with a freshly seeded database. The load generator shares the CPU with the server: compare ratios, and absolute figures only within one run.`,
    '',
    ...runs.flatMap((saved) => [
      `## ${saved.label}`,
      '',
      `${saved.date} · commit \`${saved.commit ?? 'unknown'}\`${saved.dirty ? ' (uncommitted changes)' : ''} · Node ${saved.node} · ${saved.cores} cores (${saved.cpu ?? 'unknown CPU'})`,
      '',
      markdownTable(saved),
      '',
    ]),
  ].join('\n')

  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(jsonFile, `${JSON.stringify({ runs }, null, 2)}\n`)
  await writeFile(path.join(RESULTS_DIR, 'throughput.md'), markdown)
  console.info(`\n${markdownTable(run)}\n\n[bench] ${path.relative(process.cwd(), RESULTS_DIR)}/throughput.{json,md}`)
  return 0
}

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
