import { expect, test } from '@playwright/test'

import { createThroughApi, memberData, openModerationView, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, MARKETING_EMAIL, staffHeaders } from './helpers/api'
import { deliveredEmails, emailsSoFar, waitForEmail } from './helpers/mail'

/**
 * "Envois": every e-mail the site sent is findable by the admins (recipient, subject, template,
 * state, times, attempts), opened with its one-time link masked, and sent again through the outbox —
 * except one carrying a one-time link, which may be spent or expired by now.
 */
const MEMBER = 'maxime.garnier@tryb.local'

test('an admin finds an applicant’s acceptance e-mail (its sign-in link masked, never sent again) and sends its correction again', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const stamp = Date.now()
  const applicant = `accepte.${stamp}@tryb.local`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const created = await createThroughApi(request, headers, 'members', {
    ...memberData(applicant, 'Anouk', `Accueil${stamp}`, 'waitlist'),
  })
  const before = await emailsSoFar()
  const accepted = await request.patch(`/api/members/${created.id}`, { headers, data: { status: 'active' } })
  expect(accepted.status(), await accepted.text()).toBe(200)
  await waitForEmail(applicant, /ton compte est actif/, before)
  // Undone once sent: a correction goes out, an e-mail without a one-time link.
  const undone = await request.patch(`/api/members/${created.id}`, { headers, data: { status: 'waitlist' } })
  expect(undone.status(), await undone.text()).toBe(200)
  await waitForEmail(applicant, /^Correction/, before)

  await signInToAdmin(page, ADMIN_EMAIL)
  await openModerationView(page, 'Envois')
  await expect(page.getByRole('heading', { level: 1, name: 'Envois' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Membre ou adresse' }).fill(`Accueil${stamp}`)
  await page.getByRole('combobox', { name: 'Modèle' }).selectOption({ label: 'Compte activé' })
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/envois\\?q=Accueil${stamp}&modele=memberActivated$`))
  const row = page.locator('[data-testid^="email-"]').first()
  await expect(row).toContainText(applicant)
  await expect(row).toContainText('Compte activé')
  await expect(row).toContainText('Envoyé')

  // The acceptance signs in with one click: its link is masked and it is not sent again.
  await row.getByRole('link', { name: /ton compte est actif/ }).click()
  const content = page.getByTestId('email-content')
  await expect(content).toContainText('Bonjour Anouk')
  await expect(content).toContainText('token=••••••')
  await content.getByRole('button', { name: /^Renvoyer « / }).click()
  await content.getByRole('button', { name: 'Confirmer le renvoi' }).click()
  await expect(page.getByText(/contient un lien à usage unique/)).toBeVisible()

  // The correction is sent again through the outbox, once.
  await page.goto(`/admin/envois?q=${encodeURIComponent(applicant)}&modele=decisionCorrected`)
  await page
    .locator('[data-testid^="email-"]')
    .first()
    .getByRole('link', { name: /^Correction/ })
    .click()
  const correction = page.getByTestId('email-content')
  await expect(correction).toContainText('Bonjour Anouk')
  const sentSoFar = (await deliveredEmails()).filter((email) => email.to.includes(applicant)).length
  await correction.getByRole('button', { name: /^Renvoyer « / }).click()
  // It asks first, naming the message and whom it goes to.
  await expect(correction.getByRole('alert')).toContainText(`à ${applicant}`)
  await correction.getByRole('button', { name: 'Confirmer le renvoi' }).click()
  await expect(page.getByText('E-mail remis dans la file d’envoi ✅')).toBeVisible()
  // The notification's close button has a French name for screen readers.
  await expect(page.locator('button.payload-toast-close-button').first()).toHaveAttribute(
    'aria-label',
    'Fermer la notification',
  )
  await expect(async () => {
    const now = (await deliveredEmails()).filter((email) => email.to.includes(applicant)).length
    expect(now).toBe(sentSoFar + 1)
  }).toPass({ timeout: 60_000 })
  await page.goto(`/admin/envois?q=${encodeURIComponent(applicant)}&modele=decisionCorrected`)
  await expect(page.locator('[data-testid^="email-"]')).toHaveCount(2)
})

test('a sign-in e-mail opens with its link masked, and is not sent again: its link may be spent', async ({ page }) => {
  test.setTimeout(120_000)
  const before = await emailsSoFar()
  await page.goto('/login')
  const panel = page.getByRole('tabpanel', { name: 'Lien magique' })
  await panel.getByLabel('Ton e-mail').fill(MEMBER)
  await panel.getByRole('button', { name: 'Recevoir mon lien magique' }).click()
  await expect(panel.getByRole('status')).toHaveText('📬 Lien magique envoyé !')
  const received = await waitForEmail(MEMBER, /lien de connexion/, before)
  const token = new URL(received.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!

  await signInToAdmin(page, ADMIN_EMAIL, '/admin/envois?q=Maxime&modele=magicLink')
  const row = page.locator('[data-testid^="email-"]').first()
  await expect(row).toContainText(MEMBER)
  await expect(row).toContainText('Envoyé')
  await row.getByRole('link', { name: /lien de connexion/ }).click()
  const content = page.getByTestId('email-content')
  await expect(content).toContainText('token=••••••')
  await expect(content).not.toContainText(token)
  expect(await page.content()).not.toContain(token)

  const listed = await page.goto('/admin/envois?q=maxime.garnier%40tryb.local&modele=magicLink')
  expect(listed?.status()).toBe(200)
  const count = await page.locator('[data-testid^="email-"]').count()
  const first = page.locator('[data-testid^="email-"]').first()
  await first.getByRole('button', { name: /^Renvoyer « / }).click()
  await first.getByRole('button', { name: 'Confirmer le renvoi' }).click()
  await expect(page.getByText(/contient un lien à usage unique/)).toBeVisible()
  await page.reload()
  await expect(page.locator('[data-testid^="email-"]')).toHaveCount(count)
})

test('a marketer is refused the e-mail log', async ({ page }) => {
  await signInToAdmin(page, MARKETING_EMAIL, '/admin/envois')
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
})
