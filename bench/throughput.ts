/**
 * `npm run bench:throughput`: req/s of the public pages under steady keep-alive load, each compared with /charte
 * (prerendered: the ceiling). Writes bench/results/throughput.{json,md}.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'

import { startBenchApp, type SeededApp } from '../scripts/lib/app'

import { CONNECTIONS, publishedProjectPath, warmedLoad } from './lib/load'
import { machine, previousRuns, runBench, runLine, type MeasuredRun } from './lib/results'

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
      const options = { warmupMs: WARMUP_MS, durationMs: DURATION_MS, cookie: page.cookie }
      const { cache, ...figures } = await warmedLoad(agent, url, options)
      const result: PageResult = { path: page.path, label: page.label, ...figures, ratioToCharte: null, cache }
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

type Run = MeasuredRun & {
  label: string
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

  const label = process.env.BENCH_LABEL || 'latest'
  const run: Run = {
    label,
    date: new Date().toISOString(),
    ...machine(),
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
    warmupMs: WARMUP_MS,
    pages,
  }
  const jsonFile = path.join(RESULTS_DIR, 'throughput.json')
  const runs = [...(await previousRuns<Run>(jsonFile, label)), run]
  const markdown = [
    '# Throughput of the public pages',
    '',
    `${CONNECTIONS} keep-alive connections from one Node process on the same machine, ${WARMUP_MS / 1000} s of warm-up then ${DURATION_MS / 1000} s per page, one page at a time, against \`next start\` of a production build on 127.0.0.1 with a freshly seeded database. The load generator shares the CPU with the server: compare ratios, and absolute figures only within one run.`,
    '',
    ...runs.flatMap((saved) => [`## ${saved.label}`, '', runLine(saved), '', markdownTable(saved), '']),
  ].join('\n')

  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(jsonFile, `${JSON.stringify({ runs }, null, 2)}\n`)
  await writeFile(path.join(RESULTS_DIR, 'throughput.md'), markdown)
  console.info(`\n${markdownTable(run)}\n\n[bench] ${path.relative(process.cwd(), RESULTS_DIR)}/throughput.{json,md}`)
  return 0
}

runBench(main)
