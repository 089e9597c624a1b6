import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { PAYLOAD_SERVER_FUNCTIONS as SERVER_FUNCTIONS } from '../../src/domain/request/payloadServerFunctions'
import { ACTION_MALFORMED_MESSAGE, ACTION_UNKNOWN_MESSAGE } from '../../src/errors/serverActionRequests'

import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, password } from './helpers/api'
import { actAsAnotherMachine } from './helpers/clientLimits'

/**
 * The admin's server actions, forged: Payload's server functions (one wrapped action, a name per
 * function) asked by a visitor or a member, and the language switch Payload's root layout
 * declares inline, given what is not a language. Each is a French 4xx, whose text Next's client
 * shows (exactly `text/plain`), never Payload's English nor a 500.
 */

type ManifestEntry = { exportedName?: string; filename?: string }
const manifest = () =>
  Object.entries(
    (
      JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
        node: Record<string, ManifestEntry>
      }
    ).node,
  )
const actionId = (found: (entry: ManifestEntry) => boolean) => {
  const entry = manifest().find(([, action]) => found(action))
  if (!entry) throw new Error('no such server action in the build')
  return entry[0]
}

const ENGLISH = /\b(unauthori[sz]ed|not allowed|forbidden|error|invalid|unexpected|missing|must)\b/i

async function serverFunction(baseURL: string, name: string, token?: string, args: object = {}) {
  const response = await fetch(`${baseURL}/admin`, {
    method: 'POST',
    headers: {
      'Next-Action': actionId((action) => action.exportedName === 'payloadServerFunction'),
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: baseURL,
      ...(token ? { Cookie: `payload-token=${token}` } : {}),
    },
    body: JSON.stringify([{ name, args }]),
  })
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

async function tokenOf(baseURL: string, collection: 'members' | 'users', email: string) {
  await actAsAnotherMachine()
  const response = await fetch(`${baseURL}/api/${collection}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, `login of ${email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

test('every admin server function refuses a visitor and a member in French, and serves staff', async ({ baseURL }) => {
  const member = await tokenOf(baseURL!, 'members', 'yanis.benali@tryb.local')
  for (const name of SERVER_FUNCTIONS) {
    const visitor = await serverFunction(baseURL!, name)
    expect(visitor, `${name} as a visitor`).toEqual({
      status: 401,
      type: 'text/plain',
      text: 'Connecte-toi pour continuer.',
    })
    const asMember = await serverFunction(baseURL!, name, member)
    expect(asMember, `${name} as a member`).toEqual({
      status: 403,
      type: 'text/plain',
      text: 'Tu n’as pas accès à cette action.',
    })
    expect(`${visitor.text} ${asMember.text}`).not.toMatch(ENGLISH)
  }
  // Staff get past the check: Payload's own answer, as the admin's screens receive it.
  const staff = await serverFunction(baseURL!, 'slugify', await tokenOf(baseURL!, 'users', ADMIN_EMAIL), {
    collectionSlug: 'projects',
    path: 'slug',
    valueToSlugify: 'Mon Projet',
    data: {},
  })
  expect(staff.status).toBe(200)
  expect(staff.type).toMatch(/^text\/x-component/)
  expect(staff.text).toContain('mon-projet')
})

test('the root layout’s language switch, given what is not one of the admin’s languages, is a French 400', async ({
  page,
}) => {
  const switchId = actionId((action) => /@payloadcms\/next\/dist\/layouts\/Root\//.test(action.filename ?? ''))
  await signInToAdmin(page, ADMIN_EMAIL)
  // The account screen's language list calls the switch with a language; the call is forged on
  // its way (the rest of the body, the layout's sealed arguments, is the page's own).
  const forgeries = ['"xx"', '{"a":1}', '"fr; Path=/admin"', '1']
  const answers: { status: number; type: string | null; text: string; cookie: string | null }[] = []
  let forgery: string | undefined
  await page.route('**/admin/account', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST' || request.headers()['next-action'] !== switchId || forgery === undefined) {
      return route.continue()
    }
    const forged = request.postData()!.replace(/"fr"\]/, `${forgery}]`)
    expect(forged).not.toBe(request.postData())
    const response = await route.fetch({ postData: forged })
    answers.push({
      status: response.status(),
      type: response.headers()['content-type'] ?? null,
      text: await response.text(),
      cookie: response.headers()['set-cookie'] ?? null,
    })
    await route.fulfill({ response })
  })
  await page.goto('/admin/account')
  const languages = page.locator('.payload-settings__language .react-select')
  for (forgery of [...forgeries, undefined]) {
    await languages.click()
    const asked = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.request().headers()['next-action'] === switchId,
    )
    await page.getByRole('option', { name: 'Français' }).click()
    await asked
  }
  expect(answers).toEqual(
    forgeries.map(() => ({ status: 400, type: 'text/plain', text: ACTION_MALFORMED_MESSAGE, cookie: null })),
  )
})

test('a form posted to a page naming an action that does not exist is French, not Next’s English', async ({
  baseURL,
}) => {
  const form = new FormData()
  form.append('$ACTION_ID_0123456789abcdef', '')
  form.append('email', 'a@exemple.fr')
  const response = await fetch(`${baseURL}/login`, { method: 'POST', body: form })
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect(await response.text()).toBe(ACTION_UNKNOWN_MESSAGE)
})
