import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium against the production build that scripts/e2e.ts
 * starts on 127.0.0.1 (E2E_BASE_URL). The flags keep Chromium from reaching any outside host:
 * a dead proxy for everything but loopback, and no DNS for anything but 127.0.0.1/localhost.
 */
export const OFFLINE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--proxy-server=http://127.0.0.1:9',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

/**
 * scripts/e2e.ts starts one server per worker, each with its own database and mailbox, and lists
 * in E2E_SERVERS what each one's environment changes (E2E_BASE_URL, DATABASE_URL, MAIL_DIR…).
 * Playwright loads this file again in every worker process, with the worker's slot in
 * TEST_PARALLEL_INDEX (0 to workers - 1, kept by a worker started again after a failure): the
 * worker takes its server's environment, so its pages, requests, mailbox and database are its
 * own. The files a worker runs run one after the other, as with a single worker.
 */
const servers = JSON.parse(process.env.E2E_SERVERS || '[]') as Record<string, string>[]
const ownServer = servers[Number(process.env.TEST_PARALLEL_INDEX || 0)]
if (ownServer) Object.assign(process.env, ownServer)

export default defineConfig({
  testDir: './tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: Math.max(1, servers.length),
  // A test walking several pages with two browsers takes more than 30 s on a loaded two-core machine;
  // speed is measured by the benchmarks, not here.
  timeout: 60_000,
  // A sign-in (a password hashed, then the dashboard's first render) took over 10 s on CI's loaded
  // machine: an expectation waits for what the page will show, not for a speed.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.data/test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://127.0.0.1:3100',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // On a developer's machine the page's DOM at each step is kept for a failed test (no screencast,
    // a frame per paint). CI keeps only its log: recording every step there cost a tenth of the
    // stage's CPU for traces no one can open.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell, the same Chromium without its
      // window layer, as Playwright's own headless default): half the CPU of `chromium --headless`,
      // whose browser and renderer processes still drew every frame for a window no one sees.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: OFFLINE_CHROMIUM_ARGS,
    },
  },
  outputDir: '.data/test-results/e2e-artifacts',
  projects: [
    // Its teardown runs once every test has: what the servers logged meanwhile (server-logs.check.ts).
    // A teardown, not a dependent: a run of a few files (`npm run test:e2e -- file`) runs those only.
    { name: 'chromium', use: { browserName: 'chromium' }, teardown: 'server-logs' },
    { name: 'server-logs', testMatch: /server-logs\.check\.ts$/ },
  ],
})
