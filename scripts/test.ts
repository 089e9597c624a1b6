/**
 * `npm test`. Each stage's output goes to a file, shown whole when it
 * ends, so stages do not interleave; prints each stage's duration.
 */
import { existsSync, openSync, closeSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { BUILT_FOR } from './lib/app'
import { runCommand, typescriptEntry } from './lib/processes'

const require = createRequire(import.meta.url)
const RESULTS = path.resolve('.data', 'test-results')

/** `failures`: the failed tests' names, printed again at the end where a CI log's tail shows them. */
type Tally = { passed: number; failed: number; failures?: string[] }

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  testResults?: {
    name: string
    status: string
    message?: string
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

/**
 * A failure's reason, short: the CI log shows only its tail. Its first lines (a Playwright error's
 * first line names only the matcher; the next ones say what was expected and received).
 */
function reasonOf(message: string | undefined): string {
  const lines = (message ?? '')
    // eslint-disable-next-line no-control-regex -- the reporters' colours
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('Locator:') && !line.startsWith('at '))
    .slice(0, 3)
  if (lines.length === 0) return ''
  const reason = lines.join(' · ')
  return ` — ${reason.length > 300 ? `${reason.slice(0, 299)}…` : reason}`
}

function vitestFailures(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    if (file.status !== 'failed') return []
    const where = path.relative(process.cwd(), file.name)
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    // A file that failed outside any test (its set-up) names no test.
    if (failed.length === 0) return [`${where}${reasonOf(file.message)}`]
    return failed.map((test) => `${where} › ${test.fullName}${reasonOf(test.failureMessages?.[0])}`)
  })
}

type PlaywrightSuite = {
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    file: string
    line: number
    tests: { status: string; results?: { error?: { message?: string } }[] }[]
  }[]
}

function playwrightFailures(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? []).flatMap((spec) => {
    const failed = spec.tests.find((test) => test.status === 'unexpected' || test.status === 'flaky')
    if (!failed) return []
    const error = failed.results?.find((result) => result.error)?.error
    return [`${spec.file}:${spec.line} › ${spec.title}${reasonOf(error?.message)}`]
  })
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)]
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

async function quietly(name: string, command: string, args: string[], env = process.env): Promise<number> {
  const log = path.join(RESULTS, `${name}.log`)
  const output = openSync(log, 'a')
  const code = await runCommand(command, args, { stdio: ['ignore', output, output], env })
  closeSync(output)
  return code
}

async function showLog(title: string, name: string) {
  console.info(`\n▶ ${title}`)
  process.stdout.write(await readFile(path.join(RESULTS, `${name}.log`), 'utf8').catch(() => ''))
}

async function quietCheck(title: string, name: string, command: string, args: string[]): Promise<Tally> {
  const code = await quietly(name, command, args)
  await showLog(`${title} : ${code === 0 ? 'réussi' : `en échec (code ${code})`}`, name)
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
}

/** `npm run lint`: ESLint with no warning allowed, then Prettier's check. */
const lint = () => quietCheck('Lint et mise en forme (npm run lint)', 'lint', 'npm', ['run', '--silent', 'lint'])

/** Written once the type check is over: the end-to-end stage's build waits for it (E2E_BUILD_AFTER). */
const TYPES_DONE = path.join(RESULTS, 'types.done')

async function typecheck() {
  const tally = await quietCheck('Vérification des types (tsc --noEmit)', 'types', process.execPath, [
    require.resolve('typescript/bin/tsc'),
    '--noEmit',
  ])
  await writeFile(TYPES_DONE, '')
  return tally
}

/**
 * A stage that dies before any report (seen on a busy shared
 * machine) runs once more; one that reports failures never does.
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

async function vitestProjects(title: string, name: string, projects: string[], options: string[]): Promise<Tally> {
  const output = path.join(RESULTS, `${name}.json`)
  const { code, report } = await runReporting<VitestReport>(name, output, () =>
    quietly(name, process.execPath, [
      require.resolve('vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...options,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ]),
  )
  await showLog(title, name)
  if (!report) return { passed: 0, failed: 1 }
  // A crash outside any test (setup, syntax) fails the run even when no test failed.
  const crashed = code !== 0 && report.numFailedTests === 0 ? 1 : 0
  // An exception no test caught (a server would have died of it) is a failure too, though the
  // JSON report and vitest's exit code may not say so: its default reporter's summary does.
  const log = await readFile(path.join(RESULTS, `${name}.log`), 'utf8').catch(() => '')
  const uncaught = Number(/Vitest caught (\d+) unhandled error/.exec(log)?.[1] ?? 0)
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + Math.max(crashed, uncaught),
    failures: [
      ...vitestFailures(report),
      ...(uncaught
        ? [`${name} : ${uncaught} exception(s) non interceptée(s) (« Unhandled Errors » dans son journal)`]
        : []),
      ...(crashed && !uncaught ? [`${name} : arrêté (code ${code})`] : []),
    ],
  }
}

/** Written once the unit and integration tests are over: the browsers and the cluster wait for it. */
const VITEST_DONE = path.join(RESULTS, 'vitest.done')

async function vitest(): Promise<Tally> {
  try {
    // Three files at a time (an integration file waits on PostgreSQL
    // much of its time); vitest's own default on two cores would be one.
    return await vitestProjects(
      'Tests unitaires et d’intégration (vitest, PostgreSQL réel)',
      'vitest',
      ['unit', 'int'],
      ['--maxWorkers=3'],
    )
  } finally {
    await writeFile(VITEST_DONE, '')
  }
}

/** The several-machines cluster (nginx, two app servers, two workers, PgBouncer, Redis, s3rver), on the build the end-to-end stage made. */
function cluster(): Promise<Tally> {
  // One file at a time: they share the cluster, and some stop parts of it.
  return vitestProjects(
    'Test de la grappe (deux serveurs, Redis, workers ; build de production)',
    'cluster',
    ['cluster'],
    ['--no-file-parallelism'],
  )
}

async function endToEnd(): Promise<Tally> {
  const output = path.join(RESULTS, 'e2e.json')
  const { code, report } = await runReporting<
    PlaywrightSuite & { stats: { expected: number; unexpected: number; flaky: number } }
  >('e2e', output, () =>
    quietly('e2e', process.execPath, typescriptEntry('scripts/e2e.ts'), {
      ...process.env,
      E2E_BUILD_AFTER: TYPES_DONE,
      E2E_TESTS_AFTER: VITEST_DONE,
      E2E_WORKERS: process.env.E2E_WORKERS ?? '3',
    }),
  )
  await showLog('Tests de bout en bout (Playwright, Chromium, build de production)', 'e2e')
  if (!report) return { passed: 0, failed: 1 }
  const crashed = code !== 0 && report.stats.unexpected === 0 ? 1 : 0
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky + crashed,
    failures: [...playwrightFailures(report), ...(crashed ? [`e2e : arrêté (code ${code})`] : [])],
  }
}

type Result = { name: string; tally: Tally; seconds: number }

async function stage(name: string, run: () => Promise<Tally>, since: number): Promise<Result> {
  const started = Date.now()
  console.info(`[test] ${formatSeconds(Math.round((started - since) / 1000))} : ${name} commence`)
  const tally = await run()
  const seconds = Math.round((Date.now() - started) / 1000)
  console.info(`[test] ${name} terminé en ${formatSeconds(seconds)}`)
  return { name, tally, seconds }
}

/** Resolves once the end-to-end stage's build is complete, or once that stage is over. */
async function buildDone(endToEndOver: Promise<unknown>) {
  let over = false
  void endToEndOver.finally(() => (over = true))
  while (!over && !existsSync(BUILT_FOR)) await new Promise((resolve) => setTimeout(resolve, 2_000))
}

async function main() {
  await rm(RESULTS, { recursive: true, force: true })
  await mkdir(RESULTS, { recursive: true })
  // Left by an earlier build: the cluster stage waits for this
  // run's (the type check's mark went with the results folder).
  await rm(BUILT_FOR, { force: true })
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const started = Date.now()
  // Two phases, each keeping both cores busy: lint, types, vitest and the end-to-end stage's build
  // and servers (the build waits for the type check, which reads `.next/types`); then, once vitest
  // is over, the browsers beside the cluster test on that build. All at once, vitest's files took
  // four times as long while waiting for the processors.
  const others = [stage('lint', lint, started), stage('types', typecheck, started)]
  const vitestStage = stage('vitest', vitest, started)
  const endToEndStage = stage('e2e', endToEnd, started)
  const clusterStage = Promise.all([buildDone(endToEndStage), vitestStage]).then(() =>
    stage('cluster', cluster, started),
  )
  const results = await Promise.all([...others, vitestStage, endToEndStage, clusterStage])

  console.info('\nDurée de chaque étape :')
  for (const { name, tally, seconds } of results) {
    console.info(
      `  ${name.padEnd(8)} ${formatSeconds(seconds).padStart(8)}   ${tally.passed} réussi(s), ${tally.failed} en échec`,
    )
  }
  console.info(`  ${'total'.padEnd(8)} ${formatSeconds(Math.round((Date.now() - started) / 1000)).padStart(8)}`)
  const failures = results.flatMap(({ name, tally }) =>
    tally.failed > 0 ? (tally.failures?.length ? tally.failures : [`${name} : en échec`]) : [],
  )
  if (failures.length > 0) console.info(`\nTests en échec :\n${failures.map((failure) => `  ✘ ${failure}`).join('\n')}`)
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
