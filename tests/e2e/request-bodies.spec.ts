import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'

import { expect, test, type APIRequestContext } from '@playwright/test'

import {
  API_BODY_MAX_BYTES,
  BODY_LENGTH_REQUIRED_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
} from '../../src/domain/request/requestBodies'
import { PAGE_METHOD_NOT_ALLOWED_MESSAGE } from '../../src/errors/requestShape'
import {
  ACTION_MALFORMED_MESSAGE,
  ACTION_OTHER_ORIGIN_MESSAGE,
  ACTION_UNKNOWN_MESSAGE,
} from '../../src/errors/serverActionRequests'

test('a 20 MB JSON body to the API is refused in French from its length, before Payload reads it', async ({
  request,
}) => {
  const huge = await request.post('/api/projects', {
    data: { title: 'x'.repeat(20 * 1024 * 1024) },
  })
  expect(huge.status()).toBe(413)
  expect(await huge.json()).toEqual({ errors: [{ message: BODY_TOO_LARGE_MESSAGE(API_BODY_MAX_BYTES) }] })

  // Under the limit the request reaches Payload, whose access rules answer.
  const small = await request.post('/api/projects', { data: { title: 'x'.repeat(1000) } })
  expect(small.status()).toBe(403)
})

test('an upload past its collection’s limit is refused; a page’s server action has its own', async ({ request }) => {
  const photo = await request.post('/api/avatars', {
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) } },
  })
  expect(photo.status()).toBe(413)
  expect(((await photo.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
    /^Requête trop volumineuse \(5,1 Mo au plus\)\.$/,
  )
  const action = await request.post('/profile', { data: Buffer.alloc(7 * 1024 * 1024) })
  expect(action.status()).toBe(413)
})

test('a chunked body without a length is refused on the API', async ({ baseURL }) => {
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = httpRequest(
      `${baseURL}/api/projects`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    sent.on('error', reject)
    sent.write('{"title":')
    sent.end('"x"}')
  })
  expect(status).toBe(411)
  expect(JSON.parse(body)).toEqual({ errors: [{ message: BODY_LENGTH_REQUIRED_MESSAGE }] })
})

/** A server action's id in this build, by its exported name (Next's manifest of the build). */
function actionId(name: string): string {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string }>
  }
  const found = Object.entries(manifest.node).find(([, action]) => action.exportedName === name)
  if (!found) throw new Error(`no server action ${name} in the build`)
  return found[0]
}

/** A forged server action request, as a script would send it: its answer's status and text. */
async function postAction(
  request: APIRequestContext,
  path: string,
  name: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  const response = await request.post(path, {
    headers: { 'Next-Action': actionId(name), 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    data: body,
  })
  return { status: response.status(), text: await response.text() }
}

const MALFORMED = { status: 400, text: ACTION_MALFORMED_MESSAGE }

test('server action bodies that do not decode are a French 400, not a 500', async ({ request }) => {
  expect(await postAction(request, '/login', 'sendMagicLink', '[1,')).toEqual(MALFORMED)
  expect(await postAction(request, '/login', 'sendMagicLink', '')).toEqual(MALFORMED)
  expect(await postAction(request, '/login', 'sendMagicLink', '["$1"]')).toEqual(MALFORMED)
  const brokenMultipart = '--zz\r\nContent-Disposition: form-data; name="0"\r\n\r\n[1'
  expect(
    await postAction(request, '/login', 'sendMagicLink', brokenMultipart, {
      'Content-Type': 'multipart/form-data; boundary=zz',
    }),
  ).toEqual(MALFORMED)
})

test('server actions given arguments they do not take are a French 400 and change nothing', async ({ request }) => {
  // JSON where the forms send FormData: (previous state, form) or (form).
  for (const [path, name, args] of [
    ['/login', 'sendMagicLink', '["$undefined",{"email":"a@exemple.fr"}]'],
    ['/login', 'signInWithPasswordAction', '["$undefined",{"email":"a@exemple.fr","password":"x"}]'],
    ['/profile', 'saveProfileAction', '[{"first_name":"x"}]'],
    ['/project-submit', 'uploadProjectHeroImageAction', '[{"hero_image_file":"x"}]'],
  ]) {
    expect(await postAction(request, path, name, args), name).toEqual(MALFORMED)
  }
  expect(await postAction(request, '/p/x', 'withdrawDeclaredActionAction', '[2147483648]')).toEqual(MALFORMED)
  expect(await postAction(request, '/project-submit', 'resubmitProjectAction', '["x\\u0000",{}]')).toEqual(MALFORMED)
  expect(await postAction(request, '/admin', 'payloadServerFunction', '[{"name":"inconnue","args":{}}]')).toEqual(
    MALFORMED,
  )
  // A known function without a staff session: Payload's own answer (its errors in the result), never a 500.
  const formState = await postAction(request, '/admin', 'payloadServerFunction', '[{"name":"form-state","args":{}}]')
  expect(formState.status).toBeLessThan(500)
})

test('a server action posted from another site is a French 403; an unknown action French too', async ({ request }) => {
  expect(await postAction(request, '/login', 'sendMagicLink', '[1]', { Origin: 'https://tryb.evil.example' })).toEqual({
    status: 403,
    text: ACTION_OTHER_ORIGIN_MESSAGE,
  })
  expect(await postAction(request, '/login', 'sendMagicLink', '[1]', { Origin: 'pas une adresse' })).toEqual({
    status: 403,
    text: ACTION_OTHER_ORIGIN_MESSAGE,
  })
  for (const id of ['abc', '7f0000000000000000000000000000000000000000']) {
    const response = await request.post('/login', {
      headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '[1]',
    })
    expect(response.status()).toBeGreaterThanOrEqual(400)
    expect(response.status()).toBeLessThan(500)
    expect(await response.text()).toBe(ACTION_UNKNOWN_MESSAGE)
  }
})

test('a form posted from another site, in a real browser, is refused in French', async ({ page, baseURL }) => {
  await page.route('http://localhost:9/piege', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" enctype="multipart/form-data" action="${baseURL}/login">
        <input name="$ACTION_ID_${actionId('sendMagicLink')}"><input name="email" value="a@exemple.fr">
        <button>Envoyer</button></form>`,
    }),
  )
  await page.goto('http://localhost:9/piege')
  const [response] = await Promise.all([page.waitForResponse(`${baseURL}/login`), page.click('button')])
  expect(response.status()).toBe(403)
  await expect(page.locator('body')).toHaveText(ACTION_OTHER_ORIGIN_MESSAGE)
})

test('a POST without an action to a static page is a French 405', async ({ request }) => {
  const response = await request.post('/tarifs', { data: { a: 1 } })
  expect(response.status()).toBe(405)
  expect(await response.text()).toBe(PAGE_METHOD_NOT_ALLOWED_MESSAGE)
})
