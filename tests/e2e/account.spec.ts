import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'

/** A waitlist member of this test's own, made by an admin through the REST API, on /profile. */
async function freshMemberOnProfile(page: Page, request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@exemple.fr`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  await createThroughApi(request, headers, 'members', memberData(email, firstName, 'Essai', 'waitlist'))
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/welcome$/)
  await page.goto('/profile')
  return email
}

test('"Changer mon mot de passe" asks for the current one, then changes it and e-mails a notice', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const email = await freshMemberOnProfile(page, request, 'Paula')
  const form = page.getByRole('form', { name: 'Changer mon mot de passe' })
  const submit = form.getByRole('button', { name: 'Changer mon mot de passe' })

  await form.getByLabel('Mot de passe actuel', { exact: true }).fill('pas-le-bon-1')
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('court')
  await form.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill('court')
  await submit.click()
  await expect(
    form.getByText('Le mot de passe doit contenir au moins 8 caractères, une lettre et un chiffre.'),
  ).toBeVisible()

  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mdp-42')
  await form.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill('nouveau-mdp-42')
  await submit.click()
  await expect(form.getByRole('alert').first()).toContainText('Mot de passe actuel incorrect.')

  const seen = await emailsSoFar()
  await form.getByLabel('Mot de passe actuel', { exact: true }).fill(password)
  await submit.click()
  await expect(form.getByRole('status')).toHaveText('Mot de passe mis à jour ✅ Tes autres sessions ont été fermées.')
  await waitForEmail(email, /Ton mot de passe Tryb a été modifié/, seen)
  // This session stays open.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon profil')
})

test('"Changer mon e-mail" asks for the current password, then changes the address once the link sent to the new one is opened', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const email = await freshMemberOnProfile(page, request, 'Emile')
  const next = `nouvelle.${Date.now()}@exemple.fr`
  const form = page.getByRole('form', { name: 'Changer mon e-mail' })

  // A session alone does not move the account: the current password is asked first.
  await form.getByLabel('Nouvelle adresse e-mail').fill(next)
  await form.getByRole('button', { name: 'Changer mon e-mail' }).click()
  await expect(form.getByText('Entre ton mot de passe actuel.', { exact: false }).first()).toBeVisible()

  const seen = await emailsSoFar()
  await form.getByLabel('Mot de passe actuel', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Changer mon e-mail' }).click()
  await expect(form.getByRole('status')).toContainText(`Un lien de confirmation vient d’être envoyé à ${next}`)
  await waitForEmail(email, /Changement d’adresse e-mail demandé/, seen)
  const confirmation = await waitForEmail(next, /Confirme ta nouvelle adresse e-mail/, seen)

  await page.reload()
  await expect(page.getByText(`Adresse actuelle : ${email}`)).toBeVisible()
  await page.goto(linkIn(confirmation))
  await expect(page.getByRole('status')).toHaveText('Adresse e-mail mise à jour ✅')
  await page.goto('/profile')
  await expect(page.getByText(`Adresse actuelle : ${next}`)).toBeVisible()
})
