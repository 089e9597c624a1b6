import { expect, type Page, test } from '@playwright/test'

import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, MARKETING_EMAIL, staffHeaders } from './helpers/api'
import { carryCharterAcceptanceOver } from './helpers/charter'
import { signInWithPassword } from './helpers/session'

test.use({ reducedMotion: 'reduce' })

let versionBefore = 0

test.afterAll(carryCharterAcceptanceOver)

/** Goes through the application's first four steps to the one holding the charter. */
async function openApplicationCharter(page: Page) {
  const next = page.getByRole('button', { name: 'Suivant' })
  await page.goto('/apply')
  await page.getByLabel('Nom', { exact: true }).fill('Charte')
  await page.getByLabel('Prénom', { exact: true }).fill('Lucie')
  await page.getByLabel('E-mail professionnel').fill(`charte.${Date.now()}@exemple.fr`)
  await next.click()
  await page.getByLabel('Abonnés Instagram').fill('800')
  await next.click()
  await page.getByLabel('Lien de ton projet ou de ton MVP').fill('https://mon-projet.fr')
  await next.click()
  await page.getByLabel('Ton statut professionnel').selectOption('Salarié·e')
  await page.getByRole('checkbox', { name: "J'aimerais donner plus de visibilité à mon projet" }).check()
  await next.click()
  await page.getByRole('button', { name: 'Lire la charte' }).click()
  return page.getByRole('dialog', { name: 'Charte' })
}

test('a new version published in the admin is accepted by a member at their next visit, and shown everywhere', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000)
  const charter = (await (await request.get('/api/globals/charter')).json()) as { version: number }
  versionBefore = charter.version
  const email = `charte.membre.${Date.now()}@exemple.fr`
  await createThroughApi(request, await staffHeaders(request, ADMIN_EMAIL), 'members', {
    ...memberData(email, 'Camille', 'Charte', 'active'),
  })

  // The member signs in and uses the dashboard: they accepted the charter in force.
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon dashboard')

  // The marketing team changes a section of the charter in the admin and saves.
  const sentence = `Nouvelle règle de confidentialité ${Date.now()}.`
  const staff = await browser.newContext({ baseURL })
  const admin = await staff.newPage()
  await signInToAdmin(admin, MARKETING_EMAIL, '/admin/globals/charter')
  const body = admin.locator('#field-sections__1__body')
  await body.fill(`${await body.inputValue()}\n\n${sentence}`)
  await admin.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(admin.getByText('Mis à jour avec succès.')).toBeVisible()
  await expect(admin.locator('#field-version')).toHaveValue(String(versionBefore + 1))
  await staff.close()

  // At their next page, the member is asked to accept it before going on.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/charte\/accepter\?next=%2Fdashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La charte a changé')
  await expect(page.getByText(`Version ${versionBefore + 1} du`)).toBeVisible()
  await expect(page.getByText(sentence)).toBeVisible()
  // Every member page waits for the acceptance.
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/charte\/accepter\?next=%2Fprofile$/)
  await expect(page.getByRole('button', { name: 'J’accepte la charte' })).toBeEnabled()
  await page.getByRole('button', { name: 'J’accepte la charte' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon dashboard')

  // /charte publishes the same text, with its version.
  await page.goto('/charte')
  await expect(page.getByText(sentence)).toBeVisible()
  await expect(page.getByText(`Version ${versionBefore + 1} du`)).toBeVisible()

  // The application's dialog shows its chapter of that same text.
  const visitor = await browser.newContext({ baseURL })
  const applicant = await visitor.newPage()
  const dialog = await openApplicationCharter(applicant)
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    '1. Confidentialité',
    '2. Respect et bienveillance',
    '3. Propriété intellectuelle des idées',
    '4. Demandes de visibilité',
    '5. Modération et sanctions',
  ])
  await expect(dialog.getByText(sentence)).toBeVisible()
  await visitor.close()
})
