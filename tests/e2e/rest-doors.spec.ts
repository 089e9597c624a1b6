import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'

/**
 * The doors suite (tests/int/doors) proves each refusal through Payload's REST handler in the
 * test process. This replays a sample of them against the production build, where Payload's
 * error classes exist twice and a refusal thrown from a hook once reached clients as "An unknown
 * error occurred.": each answer keeps its status and its French message, and no answer carries
 * English defaults or a stack trace.
 */

// A client address of its own (the app trusts the last X-Forwarded-For entry, as its proxy
// writes it): the logins here count against their own per-client limit, not the suite's.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.1' } })

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
