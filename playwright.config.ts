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

export default defineConfig({
  testDir: './tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.data/test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://127.0.0.1:3100',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: OFFLINE_CHROMIUM_ARGS,
    },
  },
  outputDir: '.data/test-results/e2e-artifacts',
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
})
