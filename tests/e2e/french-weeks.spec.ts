import { expect, test, type APIRequestContext } from '@playwright/test'

import { exposureWeekLabel, parisWeekMonday } from '../../src/domain/weeks'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'

/**
 * "French and consistent": campaign weeks written from their Monday on /communaute/visibilite
 * (grouped by where each campaign stands) and on a project's page, and the admin's own list of
 * declared actions in French. Fixtures are fresh rows written through the admin's REST API.
 */
const stamp = Date.now()
const weekLabel = (weeks: number) => exposureWeekLabel(parisWeekMonday(new Date(), weeks))

type Campaign = { id: number; slug: string; title: string }
const campaigns = {} as Record<'current' | 'upcoming' | 'finished', Campaign>

/** A visibility campaign of its own owner (one visibility project per member and month). */
async function campaign(request: APIRequestContext, headers: Record<string, string>, key: string, data: object) {
  const owner = await createThroughApi(
    request,
    headers,
    'members',
    memberData(`semaine.${key}.${stamp}@tryb.local`, 'Sam', 'Semaine', 'active'),
  )
  return createThroughApi<Campaign>(request, headers, 'projects', {
    title: `Campagne ${key} ${stamp}`,
    summary: 'Un projet de test pour vérifier les semaines des campagnes de la Tryb.',
    primary_target: 'Solopreneurs du numérique',
    request_type: 'visibility',
    owner: owner.id,
    ...data,
  })
}

test.beforeAll(async ({ request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const week = (weeks: number) => parisWeekMonday(new Date(), weeks).toISOString()
  campaigns.current = await campaign(request, headers, 'courante', {
    status: 'scheduled',
    exposure_week_start: week(0),
  })
  campaigns.upcoming = await campaign(request, headers, 'prochaine', {
    status: 'scheduled',
    exposure_week_start: week(1),
  })
  campaigns.finished = await campaign(request, headers, 'terminee', {
    status: 'published',
    exposure_week_start: week(-2),
  })
})

test('/communaute/visibilite groups the campaigns by week, each card with its week', async ({ page }) => {
  await page.goto('/communaute/visibilite')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Cette semaine', 'À venir', 'Terminées'])
  const expected = [
    ['current', campaigns.current, 0],
    ['upcoming', campaigns.upcoming, 1],
    ['finished', campaigns.finished, -2],
  ] as const
  for (const [group, { title }, weeks] of expected) {
    const card = page
      .locator(`section[aria-labelledby="campagnes-${group}"]`)
      .getByTestId('project-card')
      .filter({ hasText: title })
    await expect(card).toHaveCount(1)
    await expect(card.getByTestId('project-week')).toHaveText(`Semaine du ${weekLabel(weeks)}`)
  }
})

test('a scheduled project’s page names its week, the seeded one included', async ({ page, request }) => {
  await page.goto(`/p/${campaigns.upcoming.slug}`)
  await expect(page.getByTestId('project-banner')).toHaveText(`Exposition prévue la semaine du ${weekLabel(1)}.`)

  // The seed's campaign of this week once read "Exposition prévue la semaine du cette semaine."
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const found = await request.get('/api/projects?where[title][like]=Studio Léa&depth=0&limit=1', { headers })
  const seeded = ((await found.json()) as { docs: Campaign[] }).docs[0]
  await page.goto(`/p/${seeded.slug}`)
  await expect(page.getByTestId('project-banner')).toHaveText(`Exposition prévue la semaine du ${weekLabel(0)}.`)
})

test('the admin’s list of declared actions has French column headers and French dates', async ({ page }) => {
  await signInToAdmin(page, ADMIN_EMAIL, '/admin/collections/declared-actions')
  const headers = page.locator('table thead')
  await expect(headers).toContainText('Membre')
  await expect(headers).toContainText('Projet')
  await expect(headers).not.toContainText(/Member|Project|Created/)
  await expect(
    page
      .locator('table tbody td')
      .filter({ hasText: /^\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\s*$/ })
      .first(),
  ).toBeVisible()
  // The collection stays reachable from the menu, under the technical group, not as a second
  // "Déclarations d'actions" (from another page: the menu does not link the page one is on).
  await page.goto('/admin')
  await expect(page.locator('a[href="/admin/collections/declared-actions"]').first()).toBeAttached()
  await expect(page.getByText('Données', { exact: true }).first()).toBeAttached()
})
