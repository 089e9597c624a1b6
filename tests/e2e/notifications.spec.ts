import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/**
 * The bell, /notifications and the account menu, for a fresh active member whose declarations
 * the team validates and rejects through the REST API (the hooks write the notifications).
 */
const stamp = Date.now()
const MEMBER_EMAIL = `cloche.${stamp}@tryb.local`
let api: APIRequestContext
let headers: Record<string, string>
let memberId = 0
const projects: { id: number; slug?: string }[] = []

async function declaredAction(project: { id: number }, actionType: string) {
  return createThroughApi(api, headers, 'declared-actions', {
    member: memberId,
    project: project.id,
    action_type: actionType,
    url: `https://www.linkedin.com/feed/update/${stamp}-${actionType}-${project.id}`,
    status: 'pending',
  })
}

async function decide(id: number, data: Record<string, string>) {
  const response = await api.patch(`/api/declared-actions/${id}`, { headers, data })
  expect(response.status(), await response.text()).toBe(200)
}

test.beforeAll(async ({}, testInfo) => {
  api = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL })
  headers = await staffHeaders(api, ADMIN_EMAIL)
  memberId = (await createThroughApi(api, headers, 'members', memberData(MEMBER_EMAIL, 'Clémence', 'Cloche', 'active')))
    .id
  const owner = await createThroughApi(
    api,
    headers,
    'members',
    memberData(`porteur.cloche.${stamp}@tryb.local`, 'Paul', 'Porteur', 'active'),
  )
  for (const title of ['Cloche Atelier', 'Cloche Studio']) {
    projects.push(
      await createThroughApi(api, headers, 'projects', {
        title: `${title} ${stamp}`,
        summary: 'Un résumé de projet suffisamment long pour passer la validation.',
        request_type: 'feedback',
        primary_target: 'Solopreneurs',
        status: 'published',
        owner: owner.id,
      }),
    )
  }
  await decide((await declaredAction(projects[0], 'like')).id, { status: 'validated_manual' })
  await decide((await declaredAction(projects[0], 'share')).id, {
    status: 'rejected',
    validation_notes: 'Le lien ne montre pas de partage.',
  })
})

test.afterAll(() => api.dispose())

test('the bell counts what is unread; /notifications lists it and marks it all read', async ({ page }) => {
  await signInWithPassword(page, MEMBER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  const bell = page.getByRole('link', { name: 'Notifications, 2 non lues' })
  await expect(bell).toBeVisible()

  await bell.click()
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByTestId('notifications-unread')).toHaveText('2 notifications non lues')
  const items = page.getByRole('list', { name: 'Mes notifications' }).getByRole('listitem')
  await expect(items).toHaveCount(2)
  // Newest first: the rejection, with its reason, then the validation with its points.
  await expect(items.nth(0)).toContainText(`Action non validée : Partage sur « Cloche Atelier ${stamp} »`)
  await expect(items.nth(0)).toContainText('Motif : Le lien ne montre pas de partage.')
  await expect(items.nth(1)).toContainText('+1 point')

  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click()
  await expect(page.getByTestId('notifications-unread')).toHaveText('Tout est lu.')
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tout marquer comme lu' })).toHaveCount(0)
})

test('a new notification shows at the next page; opening it marks it read and leads to what it is about', async ({
  page,
}) => {
  await signInWithPassword(page, MEMBER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible()

  await decide((await declaredAction(projects[1], 'comment')).id, { status: 'validated_manual' })
  await page.goto('/communaute')
  await expect(page.getByRole('link', { name: 'Notifications, 1 non lue' })).toBeVisible()

  await page.goto('/notifications')
  await page
    .getByRole('link', { name: new RegExp(`Action validée : Commentaire sur « Cloche Studio ${stamp} »`) })
    .click()
  await expect(page).toHaveURL(/\/contributions$/)
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
})

test('"Mon compte" opens the account menu, closes with Escape, and signs out', async ({ page }) => {
  await signInWithPassword(page, MEMBER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  const account = page.getByRole('button', { name: 'Mon compte', exact: true })
  await expect(account).toHaveAttribute('aria-expanded', 'false')
  await account.click()
  await expect(account).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('navigation', { name: 'Mon compte' })
  for (const [name, href] of [
    ['Mon dashboard', '/dashboard'],
    ['Mon profil', '/profile'],
    ['Mes contributions', '/contributions'],
    ['Notifications', '/notifications'],
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await page.keyboard.press('Escape')
  await expect(account).toHaveAttribute('aria-expanded', 'false')
  await expect(account).toBeFocused()

  await account.click()
  await menu.getByRole('link', { name: 'Mon profil', exact: true }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(account).toHaveAttribute('aria-expanded', 'false')

  await account.click()
  await menu.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Mon compte', exact: true })).toHaveCount(0)
  await page.goto('/notifications')
  await expect(page).toHaveURL(/\/login\?next=%2Fnotifications$/)
})

test('on a phone the bell and the account menu fit, and the menu lists no "Connexion"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInWithPassword(page, MEMBER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  const account = page.getByRole('button', { name: 'Mon compte', exact: true })
  await account.click()
  const box = await page
    .getByRole('navigation', { name: 'Mon compte' })
    .getByRole('link', { name: 'Mes contributions' })
    .boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  await page.locator('header').getByLabel('Menu').click()
  await expect(
    page.getByRole('navigation', { name: 'Navigation mobile' }).getByRole('link', { name: 'Connexion' }),
  ).toHaveCount(0)
})
