import { connect } from 'node:net'

import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { actAsAnotherMachine } from './helpers/clientLimits'

/**
 * The doors suite (tests/int/doors) proves each refusal through Payload's REST handler in the
 * test process. This replays a sample of them against the production build, where Payload's
 * error classes exist twice and a refusal thrown from a hook once reached clients as "An unknown
 * error occurred.": each answer keeps its status and its French message, and no answer carries
 * English defaults or a stack trace.
 */

// The logins here count against the per-client limit from zero, not after the suite's.
test.beforeAll(actAsAnotherMachine)

const LEAKS = [/unknown error/i, /something went wrong/i, /\bat .+\.(js|ts):\d+/, /\/work\/|node_modules|\.next\//]

/** The answer's status and the messages it carries (Payload's `errors`, and field errors under them). */
async function answerOf(response: APIResponse) {
  const text = await response.text()
  for (const leak of LEAKS) expect(text, `leak in ${response.url()}`).not.toMatch(leak)
  const body = JSON.parse(text) as { errors?: { message: string; data?: { errors?: { message: string }[] } }[] }
  const messages = (body.errors ?? []).flatMap((error) => [
    error.message,
    ...(error.data?.errors ?? []).map((field) => field.message),
  ])
  return { status: response.status(), messages }
}

async function memberToken(request: APIRequestContext, email: string) {
  const login = await request.post('/api/members/login', { data: { email, password } })
  expect(login.status(), await login.text()).toBe(200)
  return `JWT ${((await login.json()) as { token: string }).token}`
}

let member: { id: number; email: string }
let memberAuth: { Authorization: string }
let publishedProject: { id: number }

test.beforeAll(async ({ request }) => {
  const admin = await staffHeaders(request, ADMIN_EMAIL)
  const email = `porte.${Date.now()}@exemple.fr`
  member = {
    ...(await createThroughApi(request, admin, 'members', memberData(email, 'Porte', 'Essai', 'active'))),
    email,
  }
  memberAuth = { Authorization: await memberToken(request, email) }
  const published = await request.get('/api/projects?where[status][equals]=published&limit=1&depth=0', {
    headers: admin,
  })
  publishedProject = ((await published.json()) as { docs: { id: number }[] }).docs[0]
})

test('a member’s account: no bare password change, no duplicate, French 404 elsewhere', async ({ request }) => {
  expect(
    await answerOf(
      await request.patch(`/api/members/${member.id}`, { headers: memberAuth, data: { password: 'abc' } }),
    ),
  ).toEqual({
    status: 403,
    messages: [expect.stringMatching(/profil/)],
  })
  const notFound = { status: 404, messages: ['Cette adresse de l’API n’existe pas.'] }
  expect(
    await answerOf(await request.post(`/api/projects/${publishedProject.id}/duplicate`, { headers: memberAuth })),
  ).toEqual(notFound)
  expect(await answerOf(await request.get('/api/nulle-part', { headers: memberAuth }))).toEqual(notFound)
})

test('Payload’s auth endpoints: refused or answered like the site, in French', async ({ request }) => {
  const forgot = await answerOf(await request.post('/api/members/forgot-password', { data: { email: member.email } }))
  expect(forgot).toEqual({ status: 403, messages: [expect.stringContaining('Mot de passe oublié')] })
  const wrongPassword = await answerOf(
    await request.post('/api/members/login', { data: { email: member.email, password: 'pas-le-bon-1' } }),
  )
  const unknownAddress = await answerOf(
    await request.post('/api/members/login', {
      data: { email: `personne.${Date.now()}@exemple.fr`, password: 'x1234567' },
    }),
  )
  expect(wrongPassword).toEqual({ status: 401, messages: ['E-mail ou mot de passe incorrect.'] })
  expect(unknownAddress).toEqual(wrongPassword)
})

test('a project breaking the form’s rules, or of odd types, is a French 400 and is not created', async ({
  request,
}) => {
  const admin = await staffHeaders(request, ADMIN_EMAIL)
  const count = async () =>
    ((await (await request.get('/api/projects?limit=1&depth=0', { headers: admin })).json()) as { totalDocs: number })
      .totalDocs
  const before = await count()

  const broken = await answerOf(
    await request.post('/api/projects', {
      headers: memberAuth,
      data: {
        request_type: 'visibility',
        title: 'Projet pirate',
        summary: 'Un outil de facturation pour les indépendants pressés.',
        project_url: 'javascript:alert(1)',
        primary_target: 'Freelances',
        ethics_accepted: false,
      },
    }),
  )
  expect(broken.status).toBe(400)
  expect(broken.messages).toEqual(expect.arrayContaining(['Lien MVP invalide', 'Tu dois accepter la charte.']))

  for (const data of [{ title: 123 }, { title: ['a'], summary: { x: 1 } }, null, 'pas un objet']) {
    const odd = await answerOf(await request.post('/api/projects', { headers: memberAuth, data: data as object }))
    expect(odd.status, JSON.stringify(data)).toBeGreaterThanOrEqual(400)
    expect(odd.status, JSON.stringify(data)).toBeLessThan(500)
    for (const message of odd.messages) expect(message).not.toMatch(/\b(expected|received|invalid input|required)\b/i)
  }
  expect(await count()).toBe(before)
})

test('declarations and votes: the project page’s rules, in French', async ({ request }) => {
  const declaredAction = await answerOf(
    await request.post('/api/declared-actions', {
      headers: memberAuth,
      data: { project: publishedProject.id, action_type: 'like', url: 'javascript:alert(1)' },
    }),
  )
  expect(declaredAction).toEqual({
    status: 400,
    messages: ['Ce lien n’est pas valide (exemple : https://monprojet.fr).'],
  })

  expect(
    (await request.post('/api/votes', { headers: memberAuth, data: { project: publishedProject.id } })).status(),
  ).toBe(201)
  expect(
    await answerOf(await request.post('/api/votes', { headers: memberAuth, data: { project: publishedProject.id } })),
  ).toEqual({
    status: 409,
    messages: ['Tu as déjà voté pour ce projet.'],
  })

  expect(await answerOf(await request.post('/api/referrals', { data: { referee_email: 'ami@exemple.fr' } }))).toEqual({
    status: 403,
    messages: ['Vous n’êtes pas autorisé à effectuer cette action.'],
  })
})

test('methods no address serves, TRACE included, are a French 405; an unreadable method a French 400', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/api/members', '/api/projects', '/']) {
    for (const method of ['TRACE', 'PROPFIND']) {
      const response = await request.fetch(path, { method })
      expect(response.status(), `${method} ${path}`).toBe(405)
      const { errors } = (await response.json()) as { errors: { message: string }[] }
      expect(errors[0].message).toMatch(/n’accepte pas cette méthode/)
    }
  }
  const { port } = new URL(baseURL!)
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write('FOO /api/members HTTP/1.1\r\nHost: x\r\n\r\n'),
    )
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('utf8')))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })
  expect(raw).toMatch(/^HTTP\/1\.1 400 /)
  expect(raw).toContain('Cette requête est mal formée')
})

test('a NUL byte in a page’s query is the French 404, never sent to PostgreSQL', async ({ request }) => {
  const response = await request.get('/project-submit?modifier=%00', { headers: memberAuth })
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('Page introuvable')
})

test('multipart without a boundary, and the verification door, are French 4xx', async ({ request }) => {
  const multipart = await request.post('/api/projects', {
    headers: { ...memberAuth, 'Content-Type': 'multipart/form-data' },
    data: 'x',
  })
  expect(await answerOf(multipart)).toEqual({ status: 400, messages: ['Le formulaire envoyé n’est pas lisible.'] })
  expect(await answerOf(await request.post('/api/users/verify/abc', { headers: memberAuth }))).toEqual({
    status: 403,
    messages: ['Ce lien de vérification n’est pas valide.'],
  })
  expect(await answerOf(await request.get('/api/projects?where[owner][equals]=1'))).toEqual({
    status: 400,
    messages: ['Ce filtre porte sur un champ que tu ne peux pas lire.'],
  })
})
