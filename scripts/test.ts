/**
 * `npm test`: lint and format check, type check, unit and integration tests (vitest, real PostgreSQL), then
 * end-to-end tests (Playwright in Chromium on a production build), then the cluster test on that build. Prints one plain line
 * `N passed, N failed` at the end and writes it to .data/test-results/summary.txt.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { runCommand, typescriptEntry } from './lib/processes'

const require = createRequire(import.meta.url)
const RESULTS = path.resolve('.data', 'test-results')

type Tally = { passed: number; failed: number }

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** `npm run lint`: ESLint with no warning allowed, then Prettier's check. */
async function lint(): Promise<Tally> {
  console.info('\n▶ Lint et mise en forme (npm run lint)')
  const code = await runCommand('npm', ['run', '--silent', 'lint'])
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
}

async function typecheck(): Promise<Tally> {
  console.info('\n▶ Vérification des types (tsc --noEmit)')
  const code = await runCommand(process.execPath, [require.resolve('typescript/bin/tsc'), '--noEmit'])
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
}

/**
 * Runs a test stage; when it stops before writing any report (no test result at all: the
 * process died while starting, as seen twice on a busy shared machine), says so with its exit
 * code and runs it once more. A stage that reports failing tests is never run again.
 */
async function runReporting<T>(
  stage: string,
  output: string,
  run: () => Promise<number>,
): Promise<{ code: number; report?: T }> {
  for (let attempt = 1; ; attempt++) {
    const code = await run()
    const report = await readJson<T>(output)
    if (report || attempt === 2) return { code, report }
    console.error(`[test] ${stage} s'est arrêté (code ${code}) sans écrire de rapport : nouvel essai.`)
  }
}

/** One run of vitest over `projects`, its JSON report under `name`. */
async function vitestProjects(name: string, projects: string[]): Promise<Tally> {
  const output = path.join(RESULTS, `${name}.json`)
  const { code, report } = await runReporting<{ numPassedTests: number; numFailedTests: number }>(name, output, () =>
    runCommand(process.execPath, [
      require.resolve('vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ]),
  )
  if (!report) return { passed: 0, failed: 1 }
  // A crash outside any test (setup, syntax) fails the run even when no test failed.
  const crashed = code !== 0 && report.numFailedTests === 0 ? 1 : 0
  return { passed: report.numPassedTests, failed: report.numFailedTests + crashed }
}

function vitest(): Promise<Tally> {
  console.info('\n▶ Tests unitaires et d’intégration (vitest, PostgreSQL réel)')
  return vitestProjects('vitest', ['unit', 'int'])
}

/** The several-machines cluster (nginx, two app servers, two workers, PgBouncer, Redis, s3rver), on the build the end-to-end stage made. */
function cluster(): Promise<Tally> {
  console.info('\n▶ Test de la grappe (deux serveurs, Redis, workers ; build de production)')
  return vitestProjects('cluster', ['cluster'])
}

async function endToEnd(): Promise<Tally> {
  console.info('\n▶ Tests de bout en bout (Playwright, Chromium, build de production)')
  const output = path.join(RESULTS, 'e2e.json')
  const { code, report } = await runReporting<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    'e2e',
    output,
    () => runCommand(process.execPath, typescriptEntry('scripts/e2e.ts')),
  )
  if (!report) return { passed: 0, failed: 1 }
  const crashed = code !== 0 && report.stats.unexpected === 0 ? 1 : 0
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky + crashed }
}

async function main() {
  await rm(RESULTS, { recursive: true, force: true })
  await mkdir(RESULTS, { recursive: true })
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const stages: Array<[string, () => Promise<Tally>]> = [
    ['lint', lint],
    ['types', typecheck],
    ['vitest', vitest],
    ['e2e', endToEnd],
    ['cluster', cluster],
  ]
  const tallies: Tally[] = []
  for (const [name, stage] of stages) {
    const tally = await stage()
    console.info(`  ${name} : ${tally.passed} réussi(s), ${tally.failed} en échec`)
    tallies.push(tally)
  }
  const total = tallies.reduce((sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }))
  const line = `${total.passed} passed, ${total.failed} failed`
  await writeFile(path.join(RESULTS, 'summary.txt'), `${line}\n`)
  console.info(`\n${line}`)
  process.exit(total.failed === 0 ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  console.info('\n0 passed, 1 failed')
  process.exit(1)
})
