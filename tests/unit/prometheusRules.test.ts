import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const DIR = 'deploy/prometheus'

/** promtool (Debian's `prometheus` package, installed by .ci/run) checks the alert rules and runs their tests. */
describe("deploy/prometheus: Prometheus's own checks", () => {
  it('the alert rules are valid', async () => {
    const { stdout } = await run('promtool', ['check', 'rules', 'alerts.yml'], { cwd: DIR })
    expect(stdout).toContain('SUCCESS: 7 rules found')
  })

  it('each alert fires on what it watches, and stays quiet before (alerts.test.yml)', async () => {
    const { stdout } = await run('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: DIR })
    expect(stdout).toContain('SUCCESS')
  })

  it('the scrape configuration is valid', async () => {
    const { stdout } = await run('promtool', ['check', 'config', '--syntax-only', 'prometheus.yml'], { cwd: DIR })
    expect(stdout).toContain('is valid prometheus config file syntax')
  })
})
