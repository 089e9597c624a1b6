import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/**
 * A refused declaration is corrected and sent back for review, from the project page's "Tes
 * déclarations" and from /contributions (on a phone); the refusal and its reason stay readable.
 */
const stamp = Date.now()
const MEMBER_EMAIL = `refus.${stamp}@tryb.local`
let api: APIRequestContext
let headers: Record<string, string>
let memberId = 0
let project: { id: number; slug: string }

type Declaration = { id: number; action_type: string; url: string; status: string; validation_notes?: string }

async function refusedDeclaration(actionType: string, reason: string) {
  const declared = await createThroughApi(api, headers, 'declared-actions', {
    member: memberId,
    project: project.id,
    action_type: actionType,
    url: `https://www.linkedin.com/feed/update/${stamp}-${actionType}`,
    status: 'pending',
  })
  const refused = await api.patch(`/api/declared-actions/${declared.id}`, {
    headers,
    data: { status: 'rejected', validation_notes: reason },
  })
  expect(refused.status()).toBe(200)
}

async function declarations() {
  const response = await api.get(
    `/api/declared-actions?where[project][equals]=${project.id}&where[member][equals]=${memberId}&sort=createdAt&depth=0`,
    { headers },
  )
  return ((await response.json()) as { docs: Declaration[] }).docs
}

test.beforeAll(async ({}, testInfo) => {
  api = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL })
  headers = await staffHeaders(api, ADMIN_EMAIL)
  memberId = (await createThroughApi(api, headers, 'members', memberData(MEMBER_EMAIL, 'Rémi', 'Refus', 'active'))).id
  const owner = await createThroughApi(
    api,
    headers,
    'members',
    memberData(`porteur.refus.${stamp}@tryb.local`, 'Paul', 'Porteur', 'active'),
  )
  project = await createThroughApi<{ id: number; slug: string }>(api, headers, 'projects', {
    title: `Refus Atelier ${stamp}`,
    summary: 'Un résumé de projet suffisamment long pour passer la validation.',
    request_type: 'feedback',
    primary_target: 'Solopreneurs',
    status: 'published',
    owner: owner.id,
  })
  await refusedDeclaration('share', 'Le lien ne montre pas de partage.')
  await refusedDeclaration('comment', 'Commentaire introuvable.')
})

test.afterAll(() => api.dispose())

test('from the project page: "Corriger" on a refused declaration sends it back for review, the refusal kept', async ({
  page,
}) => {
  await signInWithPassword(page, MEMBER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${project.slug}`)
  const mine = page.locator('section[aria-labelledby="mes-declarations"]')
  const refused = mine.getByTestId('own-declaration').filter({ hasText: 'Partage' })
  await expect(refused).toContainText('Motif : Le lien ne montre pas de partage.')
  await refused.getByRole('button', { name: 'Corriger ma déclaration refusée « Partage »' }).click()
  const form = refused.getByRole('form', { name: 'Corriger ma déclaration « Partage »' })
  await form.getByLabel('Lien de ton action').fill(`linkedin.com/feed/update/${stamp}-partage-visible`)
  await form.getByRole('button', { name: 'Renvoyer pour vérification' }).click()
  await expect(mine.getByRole('status')).toHaveText('Déclaration corrigée et renvoyée pour vérification')

  const shares = mine.getByTestId('own-declaration').filter({ hasText: 'Partage' })
  await expect(shares).toHaveCount(2)
  await expect(shares.nth(0)).toContainText('Motif : Le lien ne montre pas de partage.')
  await expect(shares.nth(0)).toContainText('Corrigée : une nouvelle déclaration a été envoyée.')
  await expect(shares.nth(0).getByRole('button', { name: /Corriger/ })).toHaveCount(0)
  await expect(shares.nth(1)).toContainText('En cours de vérification')

  expect(
    (await declarations()).filter((row) => row.action_type === 'share').map((row) => [row.status, row.url]),
  ).toEqual([
    ['rejected', `https://www.linkedin.com/feed/update/${stamp}-share`],
    ['pending', `https://linkedin.com/feed/update/${stamp}-partage-visible`],
  ])
})

test('from /contributions on a phone: "Corriger" on a refused row, the list then shows both', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInWithPassword(page, MEMBER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/contributions')
  const cards = page.getByTestId('contributions-cards')
  const refused = cards.getByRole('listitem').filter({ hasText: 'Commentaire introuvable.' })
  await refused.getByRole('button', { name: 'Corriger ma déclaration refusée « Commentaire »' }).click()
  const form = refused.getByRole('form', { name: 'Corriger ma déclaration « Commentaire »' })
  await form.getByLabel('Lien de ton action').fill(`linkedin.com/feed/update/${stamp}-commentaire-visible`)
  await form.getByRole('button', { name: 'Renvoyer pour vérification' }).click()
  await expect(refused.getByRole('status')).toHaveText('Déclaration corrigée et renvoyée pour vérification')

  const comments = cards.getByRole('listitem').filter({ hasText: 'Commentaire' })
  await expect(comments).toHaveCount(2)
  await expect(cards.locator('li[data-status="pending"]').filter({ hasText: 'Commentaire' })).toHaveCount(1)
  await expect(cards.locator('li[data-status="rejected"]').filter({ hasText: 'Commentaire introuvable.' })).toHaveCount(
    1,
  )
  await expect(page.getByRole('button', { name: 'Corriger ma déclaration refusée « Commentaire »' })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
