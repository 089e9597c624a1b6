import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ActionRefused, isDefinedAction, takesArguments } from '@/actions/defineAction'
import { ACTION_MALFORMED_MESSAGE } from '@/errors/serverActionRequests'

import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Every server action is made by `defineAction`, so its arguments are checked before it runs:
 * malformed arguments (the forged requests that answered 500) are refused with the French
 * message, and nothing is written. The HTTP side (Next's decoding, the status) is proved against
 * the production build in tests/e2e/request-bodies.spec.ts.
 */

let payload: Payload
type Action = (...args: unknown[]) => Promise<unknown>
const actions = new Map<string, Action>()
const SRC = path.resolve(import.meta.dirname, '../../../src')

/** Every source file under `src/`, with its text. */
async function sources(dir = SRC): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return sources(file)
      return /\.tsx?$/.test(entry.name) ? [{ file, text: await readFile(file, 'utf8') }] : []
    }),
  )
  return nested.flat()
}

const USE_SERVER = /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use server['"]/

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  for (const { file, text } of await sources()) {
    if (!USE_SERVER.test(text)) continue
    const exports = (await import(file)) as Record<string, unknown>
    for (const [name, value] of Object.entries(exports))
      actions.set(`${path.relative(SRC, file)}#${name}`, value as Action)
  }
}, 120_000)

async function rowCounts() {
  const { rows } = await payload.db.drizzle.execute<{ table_name: string; rows: string }>(
    `select table_name, (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I', table_name), false, true, '')))[1]::text as rows
       from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'payload_preferences', 'payload_locked_documents', 'payload_jobs', 'payload_jobs_stats')`,
  )
  return Object.fromEntries(rows.map((row) => [row.table_name, row.rows]))
}

const action = (name: string) => {
  const found = [...actions].find(([key]) => key.endsWith(`#${name}`))?.[1]
  if (!found) throw new Error(`no server action ${name}`)
  return found
}

async function expectRefused(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ActionRefused)
  expect(error).toMatchObject({ status: 400, message: ACTION_MALFORMED_MESSAGE })
}

describe('every server action checks its arguments at one place', () => {
  it('every export of a "use server" module is made by defineAction', () => {
    expect(actions.size).toBeGreaterThanOrEqual(40)
    const unwrapped = [...actions].filter(([, value]) => !isDefinedAction(value)).map(([name]) => name)
    expect(unwrapped).toEqual([])
  })

  it('no server action is declared inline, where the check would be forgotten', async () => {
    const inline = (await sources())
      .filter(({ text }) => !USE_SERVER.test(text) && /['"]use server['"]/.test(text))
      .map(({ file }) => path.relative(SRC, file))
    expect(inline).toEqual([])
  })
})

/** The forms posted as `FormData`, given a JSON object instead ("Cannot read properties of undefined"). */
const FORM_ACTIONS: [string, unknown[]][] = [
  ['sendMagicLink', [null, { email: 'a@exemple.fr' }]],
  ['sendPasswordReset', [null, { email: 'a@exemple.fr' }]],
  ['signInWithPasswordAction', [null, { email: 'a@exemple.fr', password: 'x' }]],
  ['inviteAction', [null, { email: 'a@exemple.fr' }]],
  ['declareActionAction', [1, null, { url: 'https://x.fr' }]],
  ['requestModificationAction', [1, null, { notes: 'x' }]],
  ['submitProjectReportAction', [1, null, { report_text: 'x' }]],
  ['uploadProjectHeroImageAction', [{ hero_image_file: 'x' }]],
  ['joinBatch2List', [null, { email: 'a@exemple.fr' }]],
  ['saveProfileAction', [{ first_name: 'x' }]],
  ['requestReactivationAction', [null, { message: 'x' }]],
]

describe('the forged arguments that answered 500', () => {
  it.each(FORM_ACTIONS)('%s given JSON instead of form data is refused', async (name, args) => {
    const before = await rowCounts()
    await expectRefused(action(name)(...args))
    expect(await rowCounts()).toEqual(before)
  })

  it.each([
    ['withdrawDeclaredActionAction', [2 ** 31]],
    ['resendEmailAction', [2 ** 31]],
    ['withdrawDeclaredActionAction', [1e300]],
    ['resendEmailAction', ['1']],
    ['toggleVoteAction', [-1]],
    ['validateProjectAction', [1.5]],
    ['decideReactivationRequestAction', [0, 'reactivated']],
  ])('%s with the id %j is refused', async (name, args) => {
    await expectRefused(action(name)(...args))
  })

  it.each([
    ['resubmitProjectAction', ['projet\u0000', { title: 'x' }]],
    ['resubmitProjectAction', ['projet\ud800', { title: 'x' }]],
    ['projectViewerAction', ['x\u0000']],
    ['completeMagicLink', ['jeton\u0000', null]],
  ])('%s with text that cannot be stored is refused', async (name, args) => {
    await expectRefused(action(name)(...args))
  })

  it.each([
    [{ name: 'inconnue', args: {} }],
    [{ name: 'form-state' }],
    [{ name: 'form-state', args: [1] }],
    ['form-state'],
    [],
  ])('Payload’s admin server function with %j is refused', async (...args) => {
    await expectRefused(action('payloadServerFunction')(...args))
  })
})

/** Argument lists no legitimate page sends, tried on each action (those its schema takes are skipped). */
const GENERATED: unknown[][] = [
  [{ $ne: 1 }],
  ['1'],
  [2 ** 31],
  [null, null, null, null, null],
  [Array.from({ length: 50 }, () => 1)],
  ['\u0000'],
  [1, '\u0000', '\u0000'],
  [null, 'pas un formulaire'],
  [1, null, 'pas un formulaire'],
  [{ name: 'x'.repeat(500), args: 1 }],
]

describe('generated malformed arguments, on every action', () => {
  it('each is refused in French before the action runs, nothing written', async () => {
    const before = await rowCounts()
    let tried = 0
    const failures: string[] = []
    for (const [name, run] of actions) {
      for (const args of GENERATED) {
        if (takesArguments(run, args)) continue
        tried++
        const error = await run(...args).then(
          () => null,
          (thrown: unknown) => thrown,
        )
        if (!(error instanceof ActionRefused)) {
          failures.push(`${name}(${JSON.stringify(args).slice(0, 60)}) → ${String(error).slice(0, 120)}`)
          continue
        }
        if (error.status !== 400 || error.message !== ACTION_MALFORMED_MESSAGE)
          failures.push(`${name} → ${error.message}`)
      }
    }
    expect(failures).toEqual([])
    // Nearly every pair is malformed: a few lists fit an action taking free text or values.
    expect(tried).toBeGreaterThanOrEqual(actions.size * GENERATED.length * 0.9)
    expect(await rowCounts()).toEqual(before)
  }, 120_000)
})
