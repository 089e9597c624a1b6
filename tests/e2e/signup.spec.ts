import { expect, test } from '@playwright/test'

import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'

test.use({ reducedMotion: 'reduce' })

test('sign-up: live checks, the charter dialog, /welcome, then the confirmation e-mail', async ({ page }) => {
  test.setTimeout(90_000)
  const email = `nina.${Date.now()}@exemple.fr`
  const before = await emailsSoFar()
  await page.goto('/signup')
  const main = page.getByRole('main')

  // Submitting empty shows the form's messages and moves to the first field.
  await main.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(main.getByText('Indique ton prénom.')).toBeVisible()
  await expect(main.getByText('Charte non acceptée — Tu dois accepter la charte pour créer un compte.')).toBeVisible()
  await expect(main.getByLabel('Prénom')).toBeFocused()

  await main.getByLabel('Prénom').fill('Nina')
  await main.getByLabel('Nom', { exact: true }).fill('Durand')
  await main.getByLabel('E-mail').fill(email)
  const password = main.getByLabel('Mot de passe', { exact: true })
  await password.fill('abc')
  await expect(main.getByText('Force du mot de passe : Faible')).toBeVisible()
  await password.fill('abcdefg1')
  await expect(main.getByText('Force du mot de passe : Moyen')).toBeVisible()
  await password.fill('Abcdefg1!')
  await expect(main.getByText('Force du mot de passe : Fort')).toBeVisible()
  await main.getByRole('button', { name: 'Afficher le mot de passe' }).click()
  await expect(password).toHaveAttribute('type', 'text')

  const confirmation = main.getByLabel('Confirmation du mot de passe', { exact: true })
  await confirmation.fill('Abcdefg1')
  await expect(main.getByText('Ne correspond pas')).toBeVisible()
  await confirmation.fill('Abcdefg1!')
  await expect(main.getByText('Correspond', { exact: true })).toBeVisible()

  await main.getByLabel('Relations LinkedIn').fill('720')
  await main.getByLabel('Lien de ton projet ou MVP').fill('nina-projet.fr')

  // "J'ai compris" in the charter dialog ticks the box.
  await main.getByRole('button', { name: 'Lire la charte' }).click()
  const dialog = page.getByRole('dialog', { name: 'Charte' })
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    '2. Confidentialité',
    '3. Respect et bienveillance',
    '4. Entraide',
  ])
  await expect(dialog.getByText(/au moins 78 points par semestre/)).toBeVisible()
  await dialog.getByRole('button', { name: "J'ai compris" }).click()
  await expect(main.getByRole('checkbox', { name: 'J’accepte la charte de la Tryb.' })).toBeChecked()

  await main.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page).toHaveURL(/\/welcome\?notice=created$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue Nina !')
  await expect(page.getByRole('main').getByRole('status')).toContainText('Compte créé ✅')
  await expect(page.getByRole('button', { name: 'Dashboard (disponible après activation)' })).toBeDisabled()
  // The e-mail says activation needs the address confirmed: /welcome says so, with the review delay.
  const confirm = page.getByRole('region', { name: 'Confirme ton adresse e-mail' })
  await expect(confirm).toContainText(email)
  await expect(page.getByRole('main')).toContainText('te répond par e-mail sous 72 h')
  // The header knows the new member at once (no reload): the bell and "Mon compte", no "Commencer".
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Mon compte', exact: true })).toBeVisible()
  await expect(header.getByRole('link', { name: /^Notifications/ })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Commencer' })).toHaveCount(0)

  const first = linkIn(await waitForEmail(email, /Confirme ton adresse/, before))
  // Not received, or lost: /welcome sends another at a press, then makes the member wait.
  const beforeResend = await emailsSoFar()
  await confirm.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }).click()
  await expect(confirm.getByRole('status')).toHaveText(
    'E-mail renvoyé : ouvre-le et clique sur « Confirmer mon adresse ».',
  )
  await expect(confirm.getByRole('button', { name: /^Renvoyer dans \d+s$/ })).toBeVisible()
  const link = linkIn(await waitForEmail(email, /Confirme ton adresse/, beforeResend))
  expect(link).not.toBe(first)
  await page.goto(link)
  await expect(page.getByRole('main').getByRole('status')).toContainText('Adresse e-mail confirmée ✅')
  await expect(page).toHaveURL(/\/auth\/confirm$/)
  // Confirmed: /welcome no longer asks for it.
  await page.goto('/welcome')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue Nina !')
  await expect(page.getByRole('region', { name: 'Confirme ton adresse e-mail' })).toHaveCount(0)

  // Signed in again later, the member lands on the same page as after the sign-up.
  await page.context().clearCookies()
  await signInWithPassword(page, email, 'Abcdefg1!')
  await expect(page).toHaveURL(/\/welcome$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue Nina !')
})

test('sign-up with an address that already applied creates nothing and sends a sign-in link', async ({ page }) => {
  test.setTimeout(90_000)
  const before = await emailsSoFar()
  await page.goto('/signup')
  const main = page.getByRole('main')
  await main.getByLabel('Prénom').fill('Karim')
  await main.getByLabel('Nom', { exact: true }).fill('Haddad')
  await main.getByLabel('E-mail').fill('Karim.Haddad@tryb.local')
  await main.getByLabel('Mot de passe', { exact: true }).fill('motdepasse9')
  await main.getByLabel('Confirmation du mot de passe', { exact: true }).fill('motdepasse9')
  await main.getByLabel('Lien de ton projet ou MVP').fill('https://karim.fr')
  await main.getByRole('checkbox', { name: 'J’accepte la charte de la Tryb.' }).check()
  await main.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(main.getByRole('status')).toContainText('Un compte existe déjà avec cet e-mail.')
  // Nothing typed is lost.
  await expect(main.getByLabel('Prénom')).toHaveValue('Karim')
  await expect(page).toHaveURL(/\/signup$/)
  await waitForEmail('karim.haddad@tryb.local', /lien de connexion/, before)
})
