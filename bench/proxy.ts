/**
 * `npm run bench:proxy`: req/s through nginx's microcache vs the app alone vs a
 * plain file (the ceiling; goal ≥ 0.5 of it). Writes bench/results/proxy.{json,md}.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { startBenchApp } from '../scripts/lib/app'
import { startNginx } from '../scripts/lib/nginx'

import { CONNECTIONS, publishedProjectPath, warmedLoad } from './lib/load'
import { machine, runBench, runLine } from './lib/results'

const DURATION_MS = Number(process.env.BENCH_DURATION_MS || 10_000)
const WARMUP_MS = 2_000
const GOAL = 0.5
const RESULTS_DIR = path.resolve('bench', 'results')

type Measure = { requestsPerSecond: number; medianMs: number; p95Ms: number; errors: number; cache: string | null }
type PageRow = { path: string; proxy: Measure; app: Measure; file: Measure; proxyToFile: number; appToFile: number }

async function measure(base: string, pagePath: string, cacheHeader: string): Promise<Measure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  try {
    const options = { warmupMs: WARMUP_MS, durationMs: DURATION_MS, cacheHeader }
    const { requestsPerSecond, medianMs, p95Ms, errors, cache } = await warmedLoad(
      agent,
      new URL(pagePath, base),
      options,
    )
    return { requestsPerSecond, medianMs, p95Ms, errors, cache }
  } finally {
    agent.destroy()
  }
}

async function main(): Promise<number> {
  const started = await startBenchApp('proxy', 54335)
  if ('exitCode' in started) return started.exitCode
  const app = started
  const files = await mkdtemp(path.join(os.tmpdir(), 'tryb-bench-files-'))
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined
  const rows: PageRow[] = []
  try {
    const pages = ['/', '/communaute', await publishedProjectPath(app.baseUrl)]
    // The plain file server gets the very bytes an anonymous visitor is sent.
    for (const page of pages) {
      const html = await (await fetch(new URL(page, app.baseUrl))).text()
      const file = path.join(files, page === '/' ? 'index.html' : `${decodeURIComponent(page)}.html`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, html)
    }
    proxy = await startNginx({ upstreams: [new URL(app.baseUrl).host], staticRoot: files })
    for (const page of pages) {
      const row = {
        path: page,
        proxy: await measure(proxy.url, page, 'x-cache'),
        app: await measure(app.baseUrl, page, 'x-nextjs-cache'),
        file: await measure(proxy.staticUrl!, page, 'x-cache'),
      }
      const ratio = (measured: Measure) =>
        Math.round((measured.requestsPerSecond / row.file.requestsPerSecond) * 100) / 100
      rows.push({ ...row, proxyToFile: ratio(row.proxy), appToFile: ratio(row.app) })
      console.info(
        `[bench] ${page}: proxy ${row.proxy.requestsPerSecond} req/s, app ${row.app.requestsPerSecond}, file ${row.file.requestsPerSecond}`,
      )
    }
  } finally {
    await proxy?.stop()
    await app.stop()
    await rm(files, { recursive: true, force: true })
  }

  const run = {
    date: new Date().toISOString(),
    ...machine(),
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
    goal: GOAL,
    pages: rows,
  }
  const met = rows.every((row) => row.proxyToFile >= GOAL)
  const table = [
    '| Page | through the proxy (req/s) | app alone (req/s) | plain file (req/s) | proxy ÷ file | app ÷ file | proxy p95 (ms) | proxy cache | errors |',
    '| ---- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${row.proxy.requestsPerSecond} | ${row.app.requestsPerSecond} | ${row.file.requestsPerSecond} | ${row.proxyToFile.toFixed(2)} | ${row.appToFile.toFixed(2)} | ${row.proxy.p95Ms} | ${row.proxy.cache ?? 'none'} | ${row.proxy.errors + row.app.errors + row.file.errors} |`,
    ),
  ].join('\n')
  const markdown = [
    '# Public pages through the proxy',
    '',
    `${CONNECTIONS} keep-alive connections from one Node process on the same machine, ${WARMUP_MS / 1000} s of warm-up then ${DURATION_MS / 1000} s per page and server, anonymous GETs. "Through the proxy": nginx 1.22 running \`deploy/nginx/tryb.conf\` (one worker) in front of one app server; "app alone": \`scripts/server.ts\` of a production build; "plain file": the same nginx serving the page's bytes saved as a file. Everything shares the 2 cores: compare ratios. The one Node process sending the load tops out at a few thousand req/s here, so a ratio near 1 says the proxy keeps up with the plain file as far as this load can tell, not that nginx's own ceiling was reached.`,
    '',
    `Goal: through the proxy ≥ ${GOAL} of the plain file — ${met ? 'met on every page' : 'NOT met'}.`,
    '',
    runLine(run),
    '',
    table,
    '',
  ].join('\n')
  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(path.join(RESULTS_DIR, 'proxy.json'), `${JSON.stringify(run, null, 2)}\n`)
  await writeFile(path.join(RESULTS_DIR, 'proxy.md'), markdown)
  console.info(`\n${table}\n\n[bench] ${path.relative(process.cwd(), RESULTS_DIR)}/proxy.{json,md}`)
  return 0
}

runBench(main)
