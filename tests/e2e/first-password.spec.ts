import { expect, test } from '@playwright/test'

import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { actAsAnotherMachine } from './helpers/clientLimits'
import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'

/**
 * A member who joined by an application (and signs in by link) has no password of their own:
 * the acceptance e-mail says both ways to sign in, /profile offers "Définir un mot de passe"
 * without asking a current one, and the password then signs them in.
 */
test.use({ reducedMotion: 'reduce' })

const stamp = Date.now()
const EMAIL = `sans.mdp.${stamp}@exemple.fr`
const NEW_PASSWORD = 'Premier-mdp-1'

test('an accepted applicant sets a first password on /profile and signs in with it', async ({ page, request }) => {
  test.setTimeout(150_000)
  await actAsAnotherMachine()
  await page.goto('/apply')
  const next = page.getByRole('button', { name: 'Suivant' })
  await page.getByLabel('Nom', { exact: true }).fill('Sansmdp')
  await page.getByLabel('Prénom', { exact: true }).fill('Sacha')
  await page.getByLabel('E-mail professionnel').fill(EMAIL)
  await next.click()
  await page.getByLabel('Abonnés Instagram').fill('800')
  await next.click()
  await page.getByLabel('Lien de ton projet ou de ton MVP').fill('https://sacha-projet.fr')
  await next.click()
  await page.getByLabel('Ton statut professionnel').selectOption('Salarié·e')
  await page.getByRole('checkbox', { name: "J'aimerais donner plus de visibilité à mon projet" }).check()
  await next.click()
  await page.getByRole('checkbox', { name: /J’accepte la charte/ }).check()
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Ta candidature est enregistrée' })).toBeVisible()

  // The team accepts the application: the e-mail tells both ways to sign in.
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const found = await request.get(`/api/members?where[email][equals]=${encodeURIComponent(EMAIL)}&depth=0`, { headers })
  const member = ((await found.json()) as { docs: { id: number; has_password: boolean }[] }).docs[0]
  expect(member.has_password).toBe(false)
  const before = await emailsSoFar()
  const accepted = await request.patch(`/api/members/${member.id}`, {
    headers,
    data: { status: 'active', application_status: 'accepted' },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  const welcome = await waitForEmail(EMAIL, /compte est actif/, before)
  expect(welcome.text).toContain('Lien magique')
  expect(welcome.text).toContain('un mot de passe que tu définis sur ta page profil')

  // Signed in by a magic link, the member finds "Définir un mot de passe", with no current password.
  const beforeLink = await emailsSoFar()
  await page.goto('/login')
  const magic = page.getByRole('tabpanel', { name: 'Lien magique' })
  await magic.getByLabel('Ton e-mail').fill(EMAIL)
  await magic.getByRole('button', { name: 'Recevoir mon lien magique' }).click()
  await page.goto(linkIn(await waitForEmail(EMAIL, /lien de connexion/, beforeLink)))
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/profile')
  const form = page.getByRole('form', { name: 'Définir un mot de passe' })
  await expect(page.getByRole('heading', { level: 3, name: 'Définir un mot de passe' })).toBeVisible()
  await expect(form.getByLabel('Mot de passe actuel')).toHaveCount(0)
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD)
  await form.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD)
  const beforeNotice = await emailsSoFar()
  await form.getByRole('button', { name: 'Définir un mot de passe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Mot de passe défini ✅' })).toBeVisible()
  // Now it is a change, which asks for the current one.
  const change = page.getByRole('form', { name: 'Changer mon mot de passe' })
  await expect(change.getByRole('textbox', { name: 'Mot de passe actuel' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await waitForEmail(EMAIL, /mot de passe a été défini/, beforeNotice)

  // The new password signs in (another browser).
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await panel.getByLabel('Ton e-mail').fill(EMAIL)
  await panel.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD)
  await panel.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})
