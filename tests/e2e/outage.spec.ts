import { expect, test } from '@playwright/test'
import pg from 'pg'

import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/**
 * The app's database out of reach (it takes no connection and loses its open ones), as in a
 * PostgreSQL restart or failover: requests that need it get a French 503 with Retry-After —
 * never a sign-in page or a refusal — static pages stay up, and the app recovers by itself.
 */
const databaseUrl = new URL(process.env.DATABASE_URL!)
const databaseName = databaseUrl.pathname.slice(1)

async function setOutage(down: boolean) {
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`alter database "${databaseName}" allow_connections ${down ? 'false' : 'true'}`)
    if (down)
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName])
  } finally {
    await client.end()
  }
}

test('during a database outage: French 503 with Retry-After, static pages served, then recovery', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await signInWithPassword(page, 'yanis.benali@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)

  await setOutage(true)
  // The proxy trusts a good check for a second; a page asked within it fails on its own (the
  // French error page, a 500). From then on, every request that needs the database is a 503.
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  try {
    expect((await request.get('/api/health')).status()).toBe(503)

    const dashboard = await page.goto('/dashboard')
    expect(dashboard?.status()).toBe(503)
    expect(dashboard?.headers()['retry-after']).toBe('15')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service momentanément indisponible')

    const me = await page.request.get('/api/members/me')
    expect(me.status()).toBe(503)
    expect(await me.json()).toEqual({ errors: [{ message: 'Service momentanément indisponible' }] })

    const adminPage = await page.goto('/admin')
    expect(adminPage?.status()).toBe(503)
    await expect(page).toHaveURL(/\/admin$/)

    const charter = await page.goto('/charte')
    expect(charter?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    await setOutage(false)
  }

  // Back without a restart: the same session opens the dashboard again.
  await expect(async () => {
    const back = await page.goto('/dashboard')
    expect(back?.status()).toBe(200)
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon dashboard')
})

test('a vote just before an outage: the community pages keep serving their last good copy, never a 500', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const memberOf = async (email: string) =>
    (
      (await (await request.get(`/api/members?where[email][equals]=${email}&depth=0`, { headers })).json()) as {
        docs: { id: number }[]
      }
    ).docs[0].id
  const created = await request.post('/api/projects', {
    headers,
    data: {
      title: `Voté avant la panne ${Date.now()}`,
      summary: 'Un projet de test pour vérifier les pages de la communauté pendant une panne.',
      primary_target: 'Solopreneurs du numérique',
      request_type: 'feedback',
      status: 'published',
      owner: await memberOf('camille.durand@tryb.local'),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const project = ((await created.json()) as { doc: { id: number } }).doc
  const pages = ['/communaute', '/communaute/visibilite']
  // Rendered with the project, as a visitor would have seen them before the vote.
  for (const path of pages) await expect(async () => expect((await request.get(path)).status()).toBe(200)).toPass()

  const vote = await request.post('/api/votes', {
    headers,
    data: { project: project.id, member: await memberOf('yanis.benali@tryb.local') },
  })
  expect(vote.status(), await vote.text()).toBe(201)

  await setOutage(true)
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  try {
    expect((await request.get('/api/health')).status()).toBe(503)
    // Several visits: each one's background render fails, and the last good copy stays.
    for (let visit = 0; visit < 3; visit++) {
      for (const path of pages) {
        const answer = await request.get(path)
        expect(answer.status(), `${path}, visit ${visit + 1}`).toBe(200)
        const html = await answer.text()
        expect(html).toContain('<html lang="fr"')
        expect(html).not.toContain('Service momentanément indisponible')
      }
    }
    expect(await (await request.get('/communaute')).text()).toContain('La communauté Tryb')
  } finally {
    await setOutage(false)
  }
})
