/**
 * `npm test`: lint and format check, type check, and unit and integration tests (vitest, real
 * PostgreSQL) side by side, then end-to-end tests (Playwright in Chromium on a production build,
 * several workers, each with a server of its own), then the cluster test on that build.
 * Prints how long each stage took, then one plain line `N passed, N failed` last, also written
 * to .data/test-results/summary.txt.
 */
import { openSync, closeSync } from 'node:fs'
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

/**
 * A check that runs beside another stage: its output goes to a file, shown whole once it ends,
 * so that it does not interleave with the other stage's.
 */
async function quietCheck(title: string, name: string, command: string, args: string[]): Promise<Tally> {
  const log = path.join(RESULTS, `${name}.log`)
  const output = openSync(log, 'w')
  const code = await runCommand(command, args, { stdio: ['ignore', output, output] })
  closeSync(output)
  console.info(`\n▶ ${title} : ${code === 0 ? 'réussi' : `en échec (code ${code})`}`)
  process.stdout.write(await readFile(log, 'utf8'))
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
}

/** `npm run lint`: ESLint with no warning allowed, then Prettier's check. */
const lint = () => quietCheck('Lint et mise en forme (npm run lint)', 'lint', 'npm', ['run', '--silent', 'lint'])

const typecheck = () =>
  quietCheck('Vérification des types (tsc --noEmit)', 'types', process.execPath, [
    require.resolve('typescript/bin/tsc'),
    '--noEmit',
  ])

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
async function vitestProjects(name: string, projects: string[], options: string[]): Promise<Tally> {
  const output = path.join(RESULTS, `${name}.json`)
  const { code, report } = await runReporting<{ numPassedTests: number; numFailedTests: number }>(name, output, () =>
    runCommand(process.execPath, [
      require.resolve('vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...options,
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
  // Three files at a time (an integration file waits on PostgreSQL much of its time); vitest's
  // own default on two cores would be one.
  return vitestProjects('vitest', ['unit', 'int'], ['--maxWorkers=3'])
}

/** The several-machines cluster (nginx, two app servers, two workers, PgBouncer, Redis, s3rver), on the build the end-to-end stage made. */
function cluster(): Promise<Tally> {
  console.info('\n▶ Test de la grappe (deux serveurs, Redis, workers ; build de production)')
  // One file at a time: they share the cluster, and some stop parts of it.
  return vitestProjects('cluster', ['cluster'], ['--no-file-parallelism'])
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

type Stage = { name: string; run: () => Promise<Tally> }

/** Runs stages side by side; each one's tally and how long it took. */
function together(stages: Stage[]) {
  return Promise.all(
    stages.map(async ({ name, run }) => {
      const started = Date.now()
      const tally = await run()
      return { name, tally, seconds: Math.round((Date.now() - started) / 1000) }
    }),
  )
}

async function main() {
  await rm(RESULTS, { recursive: true, force: true })
  await mkdir(RESULTS, { recursive: true })
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const started = Date.now()
  // Each group waits for the one before; the stages of a group run at the same time. The type
  // check reads .next/types, so it is over before a build starts; the cluster stage serves the
  // build the end-to-end stage made.
  const groups: Stage[][] = [
    [
      { name: 'lint', run: lint },
      { name: 'types', run: typecheck },
      { name: 'vitest', run: vitest },
    ],
    [{ name: 'e2e', run: endToEnd }],
    [{ name: 'cluster', run: cluster }],
  ]
  const results: Awaited<ReturnType<typeof together>> = []
  for (const group of groups) results.push(...(await together(group)))

  console.info('\nDurée de chaque étape (les étapes d’un même groupe tournent en même temps) :')
  for (const { name, tally, seconds } of results) {
    console.info(
      `  ${name.padEnd(8)} ${formatSeconds(seconds).padStart(8)}   ${tally.passed} réussi(s), ${tally.failed} en échec`,
    )
  }
  console.info(`  ${'total'.padEnd(8)} ${formatSeconds(Math.round((Date.now() - started) / 1000)).padStart(8)}`)
  const total = results
    .map((result) => result.tally)
    .reduce((sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }))
  const line = `${total.passed} passed, ${total.failed} failed`
  await writeFile(path.join(RESULTS, 'summary.txt'), `${line}\n`)
  console.info(`\n${line}`)
  process.exit(total.failed === 0 ? 0 : 1)
}

const formatSeconds = (seconds: number) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`

main().catch((error: unknown) => {
  console.error(error)
  console.info('\n0 passed, 1 failed')
  process.exit(1)
})
