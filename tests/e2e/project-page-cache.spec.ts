import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { MICROCACHE_MS } from '../../src/domain/request/pageMicrocache'
import { ADMIN_EMAIL, password, saveGlobal, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/**
 * The project page is static: one cached HTML for everyone, expired by the project's tag; the
 * viewer's side comes from the browser after load; projects that are not public have no page, only
 * the owner's and the admins' preview.
 */

type Headers = Record<string, string>
type ProjectDoc = { id: number; slug: string; title: string }

const OWNER_EMAIL = 'thomas.nguyen@tryb.local'
const VOTER_EMAIL = 'ines.lefebvre@tryb.local'
const PRIVATE_NOTE = 'Note interne de l’équipe, jamais publique'

async function memberId(request: APIRequestContext, headers: Headers, email: string) {
  const found = await request.get(`/api/members?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  return ((await found.json()) as { docs: { id: number }[] }).docs[0].id
}

/** A project of OWNER_EMAIL created pending by the admin, then moved to `status`. */
async function ownersProject(request: APIRequestContext, title: string, status: string, data = {}) {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const created = await request.post('/api/projects', {
    headers,
    data: {
      title,
      summary: 'Un projet de test pour vérifier le cache de sa page publique.',
      primary_target: 'Solopreneurs du numérique',
      request_type: status === 'scheduled' ? 'visibility' : 'feedback',
      owner: await memberId(request, headers, OWNER_EMAIL),
      status: 'pending',
      ...data,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const project = ((await created.json()) as { doc: ProjectDoc }).doc
  if (status !== 'pending') {
    // The team's notes are required to ask for changes.
    const notes = status === 'mod_requested' ? { moderation_notes: 'Ajoute une capture de ton produit.' } : {}
    const moved = await request.patch(`/api/projects/${project.id}`, { headers, data: { status, ...notes } })
    expect(moved.status(), await moved.text()).toBe(200)
  }
  return project
}

async function signIn(page: Page, email: string) {
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
}

/**
 * The server runs as `npm start` does, with its one-second microcache in front of Next: a second
 * request within that second replays the first answer, headers included. Past it, Next answers.
 */
const pastTheMicrocache = () => new Promise((resolve) => setTimeout(resolve, MICROCACHE_MS + 200))

test('a public project page is rendered once, then served from the cache with the same HTML to everyone', async ({
  page,
  request,
}) => {
  const project = await ownersProject(request, `Projet en cache ${Date.now()}`, 'published', {
    request_type: 'feedback',
  })
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const noted = await request.patch(`/api/projects/${project.id}`, {
    headers,
    data: { moderation_notes: PRIVATE_NOTE },
  })
  expect(noted.status(), await noted.text()).toBe(200)
  const path = `/p/${project.slug}`

  const first = await request.get(path)
  expect(first.status()).toBe(200)
  await pastTheMicrocache()
  const second = await request.get(path)
  expect(second.status()).toBe(200)
  expect(second.headers()['x-nextjs-cache']).toBe('HIT')
  const html = await second.text()
  expect(html).toContain(project.title)

  // Signed in as the owner, the server still answers the cached visitor's HTML.
  await signIn(page, OWNER_EMAIL)
  const asOwner = await page.request.get(path)
  expect(asOwner.headers()['x-nextjs-cache']).toBe('HIT')
  const ownersHtml = await asOwner.text()
  expect(ownersHtml).toBe(html)
  for (const secret of ['Gérer mon projet', PRIVATE_NOTE, 'thomas.nguyen', 'Déclarer une action']) {
    expect(ownersHtml).not.toContain(secret)
  }
})

test('the cached page changes after a vote, after an admin edits the project and after a save of the rules', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const project = await ownersProject(request, `Projet à rafraîchir ${Date.now()}`, 'published')
  const path = `/p/${project.slug}`
  await request.get(path)
  await pastTheMicrocache()
  expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT')
  await page.goto(path)
  await expect(page.getByTestId('vote-count')).toHaveText('0 vote')

  // A vote moves votes_count (REST, as any door would). It marks the page stale rather than
  // expiring it (the last good copy outlives a database outage): the visit after the one that
  // renders it again shows it.
  const vote = await request.post('/api/votes', {
    headers,
    data: { project: project.id, member: await memberId(request, headers, VOTER_EMAIL) },
  })
  expect(vote.status(), await vote.text()).toBe(201)
  await expect(async () => {
    await page.goto(path)
    await expect(page.getByTestId('vote-count')).toHaveText('1 vote', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })

  // The admin renames the project: the page and its title follow.
  const renamed = `${project.title} (renommé)`
  const edited = await request.patch(`/api/projects/${project.id}`, { headers, data: { title: renamed } })
  expect(edited.status(), await edited.text()).toBe(200)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed)
  await expect(page).toHaveTitle(`${renamed} — Tryb`)

  // The rules' campaign price reaches the owner's payment step (the only copy of the rules it shows).
  const approved = await ownersProject(request, `Projet à payer ${Date.now()}`, 'approved', {
    request_type: 'visibility',
  })
  await signIn(page, OWNER_EMAIL)
  await page.goto(`/p/${approved.slug}`)
  await expect(page.getByTestId('payment-section')).toContainText('100,00 €')
  try {
    // The price is the rules' when the payment opens (the approval); an open payment keeps its own.
    await saveGlobal(request, 'rules', { campaign_price: 120 }, ADMIN_EMAIL)
    const dearer = await ownersProject(request, `Projet plus cher ${Date.now()}`, 'approved', {
      request_type: 'visibility',
    })
    await page.goto(`/p/${dearer.slug}`)
    await expect(page.getByTestId('payment-section')).toContainText('120,00 €')
    await page.goto(`/p/${approved.slug}`)
    await expect(page.getByTestId('payment-section')).toContainText('100,00 €')
  } finally {
    await saveGlobal(request, 'rules', { campaign_price: 100 }, ADMIN_EMAIL)
  }
})

for (const status of ['pending', 'approved', 'mod_requested']) {
  test(`a ${status} project: "Projet introuvable" (404) for visitors, the preview for its owner and the admins`, async ({
    browser,
    page,
    request,
  }) => {
    const project = await ownersProject(request, `Projet ${status} ${Date.now()}`, status, {
      request_type: 'visibility',
    })
    const path = `/p/${project.slug}`

    // A visitor: a 404 whose HTML says nothing of the project, also once the browser asked.
    for (let visit = 0; visit < 2; visit++) {
      const answer = await request.get(path)
      expect(answer.status()).toBe(404)
      expect(await answer.text()).not.toContain(project.title)
    }
    const visitor = await browser.newPage()
    expect((await visitor.goto(path))?.status()).toBe(404)
    await visitor.waitForLoadState('networkidle')
    await expect(visitor.getByRole('heading', { name: 'Projet introuvable' })).toBeVisible()
    await expect(visitor.getByText(project.title)).toHaveCount(0)
    await visitor.close()

    // The owner: the page with its status banner and "Gérer mon projet", never indexed.
    await signIn(page, OWNER_EMAIL)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
    await expect(page.getByTestId('project-banner')).not.toBeEmpty()
    await expect(page.getByRole('heading', { name: 'Gérer mon projet' })).toBeVisible()
    await expect(page).toHaveTitle(`${project.title} — Tryb`)
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()

    // An admin (signed in to the admin: the same cookie).
    const staff = await browser.newContext()
    const login = await staff.request.post('/api/users/login', { data: { email: ADMIN_EMAIL, password } })
    expect(login.status()).toBe(200)
    const admin = await staff.newPage()
    await admin.goto(path)
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(project.title)
    // Not public yet: the vote opens with the publication.
    await expect(admin.getByText('Le vote ouvre quand le projet est publié.')).toBeVisible()
    await expect(admin.getByRole('heading', { name: 'Gérer mon projet' })).toHaveCount(0)
    await staff.close()
  })
}

test('after load, a member sees their vote and the declaration form, the owner "Gérer mon projet"', async ({
  browser,
  page,
  request,
}) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const project = await ownersProject(request, `Projet côté membre ${Date.now()}`, 'published')
  const path = `/p/${project.slug}`
  const vote = await request.post('/api/votes', {
    headers,
    data: { project: project.id, member: await memberId(request, headers, VOTER_EMAIL) },
  })
  expect(vote.status(), await vote.text()).toBe(201)

  await signIn(page, VOTER_EMAIL)
  // The server's HTML is the visitor's: the member's side is not in it...
  const html = await (await page.request.get(path)).text()
  expect(html).not.toContain('Déclarer une action')
  expect(html).not.toContain('aria-pressed="true"')
  // ...it comes once the page has loaded.
  await page.goto(path)
  await expect(page.getByRole('button', { name: /Voté/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('vote-count')).toHaveText('1 vote')
  await expect(page.getByRole('heading', { name: 'Déclarer une action' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Gérer mon projet' })).toHaveCount(0)

  const owner = await browser.newContext()
  const ownersPage = await owner.newPage()
  await signIn(ownersPage, OWNER_EMAIL)
  await ownersPage.goto(path)
  await expect(ownersPage.getByRole('heading', { name: 'Gérer mon projet' })).toBeVisible()
  await expect(ownersPage.getByRole('heading', { name: 'Déclarer une action' })).toHaveCount(0)
  await owner.close()
})
