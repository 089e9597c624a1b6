/**
 * `npm run bench`: JavaScript transferred and timings of the public and form pages in
 * Chromium; fails if any request leaves 127.0.0.1. BENCH_SKIP_BUILD=1 reuses .next.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { chromium, type BrowserContext, type BrowserContextOptions } from '@playwright/test'

import { OFFLINE_CHROMIUM_ARGS } from '../playwright.config'
import { startBenchApp, type SeededApp } from '../scripts/lib/app'

import { gitCommit, runBench } from './lib/results'

const PAGES = [
  '/',
  '/tarifs',
  '/charte',
  '/mentions-legales',
  '/confidentialite',
  '/cgu',
  '/bench-page-inconnue',
  '/apply',
  '/signup',
]
/** Pages measured signed in as a seeded active member (their forms need a session). */
const MEMBER_PAGES = ['/profile', '/project-submit']
const MEMBER_EMAIL = 'camille.durand@tryb.local'
const WARM_LOADS = 5
const SETTLE_MS = 1_000
const VIEWPORTS: Array<{ name: string; options: BrowserContextOptions }> = [
  {
    name: 'mobile',
    options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
]
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const NETWORK_PROTOCOLS = new Set(['http:', 'https:', 'ws:', 'wss:'])
const RESULTS_DIR = path.resolve('bench', 'results')

/** Bytes as transferred (0 for what a cache served); times in ms from navigation start. */
type Load = {
  status: number | null
  /** The page's own JavaScript: what was transferred by the `load` event, before idle prefetches. */
  jsBytesAtLoad: number
  jsBytes: number
  jsRequests: number
  jsCached: number
  totalBytes: number
  requests: number
  ttfb: number
  fcp: number | null
  lcp: number | null
  domContentLoaded: number
  load: number
}
type Metrics = { [K in Exclude<keyof Load, 'status'>]: number | null }
type PageResult = {
  path: string
  viewport: string
  status: number | null
  cold: Load
  warmMedian: Metrics
  warm: Load[]
}

/** No inner named functions: tsx's keepNames wraps them in a `__name` helper the browser lacks. */
async function readTimings() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]
  const lcp = await new Promise<number | null>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries()
      observer.disconnect()
      resolve(entries[entries.length - 1].startTime)
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
    // A page with no contentful element reports no LCP at all.
    setTimeout(() => {
      observer.disconnect()
      resolve(null)
    }, 1_000)
  })
  return {
    ttfb: navigation.responseStart,
    fcp: fcp ? fcp.startTime : null,
    lcp,
    domContentLoaded: navigation.domContentLoadedEventStart,
    load: navigation.loadEventStart,
  }
}

async function measureLoad(context: BrowserContext, url: string, outside: Set<string>): Promise<Load> {
  const page = await context.newPage()
  try {
    page.on('websocket', (socket) => checkHost(socket.url(), outside))
    const cdp = await context.newCDPSession(page)
    const servedFromCache = new Set<string>()
    const isScript = new Map<string, boolean>()
    const counts = { jsBytes: 0, jsRequests: 0, jsCached: 0, totalBytes: 0, requests: 0 }
    cdp.on('Network.requestServedFromCache', (event) => servedFromCache.add(event.requestId))
    cdp.on('Network.responseReceived', (event) => {
      const script = event.type === 'Script'
      const cached =
        servedFromCache.has(event.requestId) || event.response.fromDiskCache || event.response.fromPrefetchCache
      if (cached) servedFromCache.add(event.requestId)
      isScript.set(event.requestId, script)
      counts.requests += 1
      if (script) counts.jsRequests += 1
      if (script && cached) counts.jsCached += 1
    })
    cdp.on('Network.loadingFinished', (event) => {
      const script = isScript.get(event.requestId)
      if (script === undefined || servedFromCache.has(event.requestId)) return
      counts.totalBytes += event.encodedDataLength
      if (script) counts.jsBytes += event.encodedDataLength
    })
    await cdp.send('Network.enable')
    // Late chunks and link prefetches are part of what the page costs, so the count goes on for
    // a second after `load`. Not `networkidle`: a router prefetch sometimes stays open for good.
    const response = await page.goto(url, { waitUntil: 'load' })
    const jsBytesAtLoad = counts.jsBytes
    await page.waitForTimeout(SETTLE_MS)
    const timings = await page.evaluate(readTimings)
    await cdp.detach()
    return { status: response?.status() ?? null, jsBytesAtLoad, ...counts, ...timings }
  } finally {
    await page.close()
  }
}

function checkHost(url: string, outside: Set<string>) {
  const parsed = new URL(url)
  if (NETWORK_PROTOCOLS.has(parsed.protocol) && !LOCAL_HOSTS.has(parsed.hostname)) outside.add(url)
}

function median(values: Array<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function medianOf(loads: Load[]): Metrics {
  const keys = [
    'jsBytesAtLoad',
    'jsBytes',
    'jsRequests',
    'jsCached',
    'totalBytes',
    'requests',
    'ttfb',
    'fcp',
    'lcp',
    'domContentLoaded',
    'load',
  ] as const
  return Object.fromEntries(keys.map((key) => [key, median(loads.map((load) => load[key]))])) as Metrics
}

async function signIn(context: BrowserContext, baseUrl: string, password: string) {
  const page = await context.newPage()
  try {
    await page.goto(`${baseUrl}/login`)
    await page.getByRole('tab', { name: 'Mot de passe' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
    await panel.getByLabel('Ton e-mail').fill(MEMBER_EMAIL)
    await panel.getByLabel('Mot de passe', { exact: true }).fill(password)
    await panel.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL((url) => url.pathname !== '/login')
  } finally {
    await page.close()
  }
}

async function runPages(app: SeededApp, outside: Set<string>) {
  // The server's first render of a route loads its modules: keep that out of the cold browser load.
  for (const page of PAGES) await fetch(app.baseUrl + page).then((response) => response.arrayBuffer())

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: OFFLINE_CHROMIUM_ARGS,
  })
  try {
    const results: PageResult[] = []
    for (const viewport of VIEWPORTS) {
      for (const page of [...PAGES, ...MEMBER_PAGES]) {
        const context = await browser.newContext({ ...viewport.options, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
        context.on('request', (request) => checkHost(request.url(), outside))
        try {
          // The sign-in page's own scripts are then in the cache: clear it so the cold load is cold.
          if (MEMBER_PAGES.includes(page)) {
            await signIn(context, app.baseUrl, app.env.SEED_PASSWORD!)
            const cdp = await context.newCDPSession(await context.newPage())
            await cdp.send('Network.clearBrowserCache')
            await cdp.detach()
          }
          const url = app.baseUrl + page
          const cold = await measureLoad(context, url, outside)
          const warm: Load[] = []
          for (let i = 0; i < WARM_LOADS; i += 1) warm.push(await measureLoad(context, url, outside))
          results.push({
            path: page,
            viewport: viewport.name,
            status: cold.status,
            cold,
            warmMedian: medianOf(warm),
            warm,
          })
          console.info(`[bench] ${viewport.name} ${page} → ${cold.status}`)
        } finally {
          await context.close()
        }
      }
    }
    return { chromium: browser.version(), results }
  } finally {
    await browser.close()
  }
}

const kib = (bytes: number | null) => (bytes === null ? '—' : (bytes / 1024).toFixed(1))
const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value)))
const coldWarm = (cold: number | null, warm: number | null) => `${ms(cold)} / ${ms(warm)}`

function markdownTable(results: PageResult[]) {
  const header = [
    '| Page | Viewport | Status | JS at load, cold (KiB) | JS cold (KiB) | JS requests cold | JS warm (KiB) | Total cold (KiB) | Total warm (KiB) | TTFB (ms) | FCP (ms) | LCP (ms) | DOMContentLoaded (ms) | load (ms) |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ]
  const rows = results.map(({ path: page, viewport, status, cold, warmMedian: warm }) =>
    [
      `\`${page}\``,
      viewport,
      status ?? '—',
      kib(cold.jsBytesAtLoad),
      kib(cold.jsBytes),
      cold.jsRequests,
      kib(warm.jsBytes),
      kib(cold.totalBytes),
      kib(warm.totalBytes),
      coldWarm(cold.ttfb, warm.ttfb),
      coldWarm(cold.fcp, warm.fcp),
      coldWarm(cold.lcp, warm.lcp),
      coldWarm(cold.domContentLoaded, warm.domContentLoaded),
      coldWarm(cold.load, warm.load),
    ].join(' | '),
  )
  return [...header, ...rows.map((row) => `| ${row} |`)].join('\n')
}

async function main(): Promise<number> {
  const started = await startBenchApp('bench', 54332)
  if ('exitCode' in started) return started.exitCode
  const app = started

  const outside = new Set<string>()
  let run: Awaited<ReturnType<typeof runPages>>
  try {
    run = await runPages(app, outside)
  } finally {
    await app.stop()
  }
  if (outside.size > 0) {
    throw new Error(
      `${outside.size} request(s) left 127.0.0.1/localhost — the public pages are not self-hosted:\n  ${[...outside].join('\n  ')}`,
    )
  }

  const cpus = os.cpus()
  const meta = {
    date: new Date().toISOString(),
    ...gitCommit({ full: true }),
    node: process.version,
    chromium: run.chromium,
    machine: {
      cores: cpus.length,
      cpu: cpus[0]?.model ?? null,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.platform()} ${os.release()}`,
    },
    method: {
      warmLoads: WARM_LOADS,
      waitUntil: `load + ${SETTLE_MS} ms`,
      throttling: 'none (loopback)',
      viewports: VIEWPORTS,
    },
  }
  const table = markdownTable(run.results)
  const markdown = [
    '# Public pages benchmark',
    '',
    `${meta.date} · commit \`${meta.commit ?? 'unknown'}\`${meta.dirty ? ' (uncommitted changes)' : ''} · Node ${meta.node} · Chromium ${meta.chromium} · ${meta.machine.cores} cores (${meta.machine.cpu ?? 'unknown CPU'})`,
    '',
    `Cold: first load in a new browser context (empty cache). Warm: median of ${WARM_LOADS} further loads in the same context.`,
    'Times are "cold / warm" in ms from navigation start; bytes are as transferred, headers included.',
    '"JS at load" is the page\'s own JavaScript (by the `load` event); "JS cold" adds what Next prefetches once idle for the links on the page.',
    '',
    table,
    '',
  ].join('\n')

  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(
    path.join(RESULTS_DIR, 'public-pages.json'),
    `${JSON.stringify({ ...meta, pages: run.results }, null, 2)}\n`,
  )
  await writeFile(path.join(RESULTS_DIR, 'public-pages.md'), markdown)
  console.info(`\n${table}\n\n[bench] ${path.relative(process.cwd(), RESULTS_DIR)}/public-pages.{json,md}`)
  return 0
}

runBench(main, '[bench]')
