import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { parisWeekMonday } from '../../src/domain/weeks'
import { createThroughApi } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

type Headers = Record<string, string>
type ProjectDoc = {
  id: number
  slug: string
  title: string
  status: string
  exposure_week_start?: string | null
  votes_count: number
}

async function memberId(request: APIRequestContext, headers: Headers, email: string) {
  const found = await request.get(`/api/members?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  return ((await found.json()) as { docs: { id: number }[] }).docs[0].id
}

async function createProject(
  request: APIRequestContext,
  headers: Headers,
  data: Record<string, unknown>,
  ownerEmail = 'camille.durand@tryb.local',
) {
  const owner = await memberId(request, headers, ownerEmail)
  return createThroughApi<ProjectDoc>(request, headers, 'projects', {
    summary: 'Un projet de test pour vérifier les pages de la communauté de la Tryb.',
    primary_target: 'Solopreneurs du numérique',
    owner,
    ...data,
  })
}

async function findProjects(request: APIRequestContext, headers: Headers, query: string) {
  const found = await request.get(`/api/projects?${query}&limit=500&depth=0`, { headers })
  expect(found.status()).toBe(200)
  return ((await found.json()) as { docs: ProjectDoc[] }).docs
}

const patchProject = (request: APIRequestContext, headers: Headers, id: number, data: Record<string, unknown>) =>
  request.patch(`/api/projects/${id}`, { headers, data }).then((response) => expect(response.status()).toBe(200))

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('the community home lists this week’s campaigns and the feedback projects, with "Voir tout" lists', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const monday = parisWeekMonday(new Date())
  const stamp = Date.now()
  const campaign = await createProject(request, headers, {
    title: `Campagne e2e ${stamp}`,
    request_type: 'visibility',
    status: 'scheduled',
    exposure_week_start: monday.toISOString(),
  })
  // Enough votes to be among the three shown (votes_count is not writable: vote as members).
  const feedback = await createProject(request, headers, {
    title: `Idée e2e ${stamp}`,
    request_type: 'feedback',
    status: 'published',
  })

  await page.goto('/communaute')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Proposer un projet' })).toHaveAttribute('href', '/project-submit')
  const amplify = page.locator('section[aria-labelledby="a-amplifier"]')
  const challenge = page.locator('section[aria-labelledby="a-challenger"]')
  await expect(amplify.getByRole('heading', { name: 'À amplifier cette semaine' })).toBeVisible()
  await expect(challenge.getByRole('heading', { name: 'Idées à challenger & bêta-tests' })).toBeVisible()

  // What the page shows is what the database holds: this week's public campaigns by votes, 3 at most.
  const thisWeek = await findProjects(
    request,
    headers,
    `where[request_type][equals]=visibility&where[status][in]=scheduled,published&where[exposure_week_start][greater_than_equal]=${monday.toISOString()}&where[exposure_week_start][less_than]=${parisWeekMonday(new Date(), 1).toISOString()}&sort=-votes_count`,
  )
  const cards = amplify.getByTestId('project-card')
  await expect(cards).toHaveCount(Math.min(3, thisWeek.length))
  const votes = await cards.getByTestId('vote-count').allTextContents()
  const counts = votes.map((text) => Number(text.split(' ')[0]))
  expect(counts).toEqual([...counts].sort((a, b) => b - a))
  const published = await findProjects(
    request,
    headers,
    'where[request_type][equals]=feedback&where[status][equals]=published',
  )
  await expect(challenge.getByTestId('project-card')).toHaveCount(Math.min(6, published.length))
  // Every card has its image (with a text alternative), title, badge and "Voir".
  const firstCard = challenge.getByTestId('project-card').first()
  await expect(firstCard.getByText('Feedbacks', { exact: true })).toBeVisible()
  await expect(firstCard.getByRole('link', { name: /^Voir / })).toHaveAttribute('href', /^\/p\//)
  for (const image of await page.locator('[data-testid="project-card"] img').all()) {
    expect(await image.getAttribute('alt')).toBeTruthy()
  }
  // The seeded projects' images load through the image optimizer.
  const images = page.locator('[data-testid="project-card"] img')
  expect(await images.count()).toBeGreaterThan(0)
  await images.first().scrollIntoViewIfNeeded()
  await expect
    .poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)

  // "Voir" opens the project's page, its image loaded with its text alternative.
  const seeded = challenge
    .getByTestId('project-card')
    .filter({ has: page.locator('img') })
    .first()
  const seededTitle = (await seeded.getByRole('heading', { level: 3 }).textContent())!
  await seeded.getByRole('link', { name: /^Voir / }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededTitle)
  const hero = page.getByRole('main').locator('img').first()
  await expect(hero).toHaveAttribute('alt', /.{5,}/)
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  await page.goto('/communaute')

  // "Voir tout" lists every public project of the type.
  await amplify.getByRole('link', { name: /Voir tout/ }).click()
  await expect(page).toHaveURL(/\/communaute\/visibilite$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projets en visibilité')
  await expect(page.getByRole('link', { name: `Voir ${campaign.title}` })).toHaveAttribute(
    'href',
    `/p/${campaign.slug}`,
  )
  await page.goto('/communaute/feedbacks')
  await expect(page.getByRole('link', { name: `Voir ${feedback.title}` })).toHaveAttribute(
    'href',
    `/p/${feedback.slug}`,
  )
  await expect(page.getByText('Cours de guitare en direct')).toHaveCount(0) // pending: not public

  // A page past the end lands on the last one.
  await page.goto('/communaute/feedbacks?page=999')
  await expect(page).toHaveURL(/\/communaute\/feedbacks$/)

  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/communaute')
  await expectNoSidewaysScroll(page)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/communaute</loc>')
})

test('the community home’s empty states', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const monday = parisWeekMonday(new Date())
  const thisWeek = await findProjects(
    request,
    headers,
    `where[exposure_week_start][greater_than_equal]=${monday.toISOString()}&where[exposure_week_start][less_than]=${parisWeekMonday(new Date(), 1).toISOString()}`,
  )
  const published = await findProjects(
    request,
    headers,
    'where[request_type][equals]=feedback&where[status][equals]=published',
  )
  try {
    for (const project of thisWeek)
      await patchProject(request, headers, project.id, { exposure_week_start: '2020-01-06T00:00:00.000Z' })
    // Back under moderation for the time of the test, then moderated again (the status machine's way).
    for (const project of published) {
      await patchProject(request, headers, project.id, {
        status: 'mod_requested',
        moderation_notes: 'Test des états vides.',
      })
    }
    await page.goto('/communaute')
    await expect(page.getByText('Aucun projet en visibilité pour le moment.')).toBeVisible()
    await expect(page.getByText('Aucun projet en feedback pour le moment.')).toBeVisible()
  } finally {
    for (const project of thisWeek)
      await patchProject(request, headers, project.id, { exposure_week_start: project.exposure_week_start })
    for (const project of published) {
      await patchProject(request, headers, project.id, { status: 'pending' })
      await patchProject(request, headers, project.id, { status: 'published' })
    }
  }
  await page.goto('/communaute')
  await expect(page.getByText('Aucun projet en feedback pour le moment.')).toHaveCount(0)
})

test('a project page; an active member votes and un-votes; a visitor is sent to sign in', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const project = await createProject(request, headers, {
    title: `Projet à voter ${Date.now()}`,
    request_type: 'visibility',
    status: 'scheduled',
    exposure_week_start: '2027-01-11T00:00:00.000Z',
    secondary_target: 'Consultants indépendants',
    project_url: 'https://exemple.fr/mvp',
    company_links: { website: 'https://exemple.fr', linkedin: 'https://www.linkedin.com/company/exemple' },
  })
  const path = `/p/${project.slug}`

  // A visitor sees the page (never the owner) and is sent to sign in to vote.
  await page.goto(path)
  await expect(page.getByTestId('project-banner')).toHaveText('Exposition prévue la semaine du 11-17 janvier.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  await expect(page.getByRole('main').getByText('Visibilité', { exact: true })).toBeVisible()
  await expect(page.getByText('Solopreneurs du numérique')).toBeVisible()
  await expect(page.getByText('Consultants indépendants')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Site web' })).toHaveAttribute('href', 'https://exemple.fr/')
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'À propos' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Découvrir le projet' })).toHaveAttribute(
    'href',
    'https://exemple.fr/mvp',
  )
  await expect(page.getByRole('heading', { name: 'Règles & éthique' })).toBeVisible()
  await expect(page.getByText('Camille')).toHaveCount(0)
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoSidewaysScroll(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByTestId('vote-button').click()
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`)

  // An active member votes, then takes the vote back.
  // Signing in from there comes back to the project.
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await panel.getByLabel('Ton e-mail').fill('lea.moreau@tryb.local')
  await panel.getByLabel('Mot de passe', { exact: true }).fill(password)
  await panel.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(path)
  const button = page.getByRole('button', { name: /Voter/ })
  await expect(page.getByTestId('vote-count')).toHaveText('0 vote')
  await button.click()
  await expect(page.getByTestId('vote-count')).toHaveText('1 vote')
  await expect(page.getByRole('button', { name: /Voté/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: /Voté/ })).toBeEnabled()
  await page.reload()
  await expect(page.getByTestId('vote-count')).toHaveText('1 vote')
  const stored = (await (await request.get(`/api/projects/${project.id}?depth=0`, { headers })).json()) as ProjectDoc
  expect(stored.votes_count).toBe(1)

  await page.getByRole('button', { name: /Voté/ }).click()
  await expect(page.getByTestId('vote-count')).toHaveText('0 vote')
  await expect(page.getByRole('button', { name: /Voter/ })).toBeEnabled()
  await page.reload()
  await expect(page.getByTestId('vote-count')).toHaveText('0 vote')

  // Someone else votes meanwhile: after the click the button shows the server's count.
  const other = await memberId(request, headers, 'camille.durand@tryb.local')
  const vote = await request.post('/api/votes', { headers, data: { project: project.id, member: other } })
  expect(vote.status(), await vote.text()).toBe(201)
  await page.getByRole('button', { name: /Voter/ }).click()
  await expect(page.getByTestId('vote-count')).toHaveText('2 votes')
})

test('a waitlist member sees the vote button disabled', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const project = await createProject(request, headers, {
    title: `Projet liste d’attente ${Date.now()}`,
    request_type: 'feedback',
    status: 'published',
  })
  await signInWithPassword(page, 'julie.roux@tryb.local')
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto(`/p/${project.slug}`)
  await expect(page.getByTestId('project-banner')).toHaveText('Ouvert à tes retours et bêta-tests.')
  await expect(page.getByTestId('vote-button')).toBeDisabled()
  await expect(page.getByText('Vote disponible après activation de ton compte.')).toBeVisible()
})

test('an unknown or private project: "Projet introuvable" (404) with a way back to the community', async ({
  page,
  request,
}) => {
  const response = await page.goto('/p/ce-projet-n-existe-pas')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Projet introuvable' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Voir la communauté' })).toHaveAttribute('href', '/communaute')

  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const pending = await createProject(request, headers, {
    title: `Projet privé ${Date.now()}`,
    request_type: 'feedback',
    status: 'pending',
  })
  expect((await page.goto(`/p/${pending.slug}`))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Projet introuvable' })).toBeVisible()
})

test('a project that is not public yet: its owner and the admins see it with its status banner', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const project = await createProject(
    request,
    headers,
    { title: `Projet en attente ${Date.now()}`, request_type: 'visibility', status: 'pending' },
    'lea.moreau@tryb.local',
  )
  const path = `/p/${project.slug}`

  await signInWithPassword(page, 'lea.moreau@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  await expect(page.getByTestId('project-banner')).toHaveText('En attente de validation/modération.')

  // Staff signed in to the admin (the same cookie) count as admins.
  await page.context().clearCookies()
  expect((await page.goto(path))?.status()).toBe(404)
  const login = await page.request.post('/api/users/login', { data: { email: ADMIN_EMAIL, password } })
  expect(login.status()).toBe(200)
  await patchProject(request, headers, project.id, { status: 'approved' })
  await page.goto(path)
  await expect(page.getByTestId('project-banner')).toHaveText(
    "Validé. Paiement requis sous 24h pour planifier l'exposition.",
  )
  // Not public yet: whoever sees it is told when the vote opens.
  await expect(page.getByText('Le vote ouvre quand le projet est publié.')).toBeVisible()
})
