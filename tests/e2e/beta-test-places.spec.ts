import { expect, test, type Browser, type Page } from '@playwright/test'

import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL } from './helpers/api'
import { heroImage } from './helpers/images'
import { waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'
import { activeMembersThroughScreens, projectSheetOnBoard } from './helpers/throughScreens'

const INSTRUCTIONS = 'Installe l’application, envoie une première facture et note où tu hésites.'

async function signedIn(browser: Browser, email: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 844 } })).newPage()
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  return page
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/**
 * Everything goes through the screens: the owner and the candidate sign up and are accepted; the
 * places are set when sending the project and changed from "Gérer mon projet"; the candidate's
 * sectors come from their profile; the team publishes the project from its board.
 */
test('the owner offers beta-test places when submitting, sees who asks, accepts, and cannot go below the accepted testers', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const stamp = Date.now()
  const ownerEmail = `inventrice.${stamp}@tryb.local`
  const candidateEmail = `capucine.${stamp}@tryb.local`
  await activeMembersThroughScreens(browser, [
    { firstName: 'Inès', lastName: `Porteuse ${stamp}`, email: ownerEmail },
    { firstName: 'Capucine', lastName: `Discrète ${stamp}`, email: candidateEmail },
  ])

  // The owner, on a phone, sends a feedback request with two places and the tester's instructions.
  const owner = await signedIn(browser, ownerEmail, 390)
  await owner.goto('/project-submit?type=feedback')
  const title = `Facturo bêta ${stamp}`
  await owner.getByLabel('Titre du projet').fill(title)
  await owner.getByLabel('Résumé').fill('Un outil de facturation pour les indépendants pressés.')
  await owner.getByLabel('Lien MVP').fill('facturo.fr')
  await owner.getByLabel('Cible principale').fill('Freelances')
  await owner.getByLabel(/^Image principale/).setInputFiles(await heroImage())
  await expect(owner.getByText('Image enregistrée avec succès !')).toBeVisible()
  await owner.getByLabel('Texte alternatif de l’image').fill('Capture de Facturo')
  await owner.getByLabel('Ce que je cherche').fill('Des retours sur la création de la première facture')
  await owner.getByLabel('Places de bêta-test').fill('60')
  await owner.getByLabel(/Consignes pour les bêta-testeurs/).fill(INSTRUCTIONS)
  await owner.getByLabel(/J’accepte la charte/).check()
  await owner.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(owner.getByText('Indique un nombre de places entre 0 et 50.')).toBeVisible()
  await owner.getByLabel('Places de bêta-test').fill('2')
  await owner.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(owner).toHaveURL(/\/p\/facturo-beta-/)
  const slug = decodeURIComponent(new URL(owner.url()).pathname.split('/').pop()!)
  const settings = owner.getByTestId('beta-settings')
  await expect(settings.getByLabel('Places de bêta-test')).toHaveValue('2')
  await expect(settings.getByLabel(/Consignes pour les bêta-testeurs/)).toHaveValue(INSTRUCTIONS)
  expect(await sideways(owner)).toBeLessThanOrEqual(0)

  // The team publishes it from its moderation sheet, as admins do.
  const team = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await signInToAdmin(team, ADMIN_EMAIL, '/admin/projets')
  const moderationSheet = await projectSheetOnBoard(team, title)
  await moderationSheet.getByRole('button', { name: 'Publier' }).click()
  // The sheet closes once the decision is saved (a refusal keeps it open with its message).
  await expect(moderationSheet).toBeHidden()
  await team.context().close()

  // A member, on a computer, says what they work in on their profile, then asks to test.
  const candidate = await signedIn(browser, candidateEmail, 1280)
  await candidate.goto('/profile')
  const sectors = candidate.getByRole('group', { name: 'Secteurs' })
  await sectors.getByText('SaaS', { exact: true }).click()
  await sectors.getByText('Marketing', { exact: true }).click()
  await candidate.getByRole('button', { name: 'Enregistrer mon profil' }).click()
  await expect(candidate.getByRole('status').filter({ hasText: 'Profil mis à jour ✅' })).toBeVisible()
  await expect(async () => {
    await candidate.goto(`/p/${slug}`)
    await expect(candidate.getByTestId('beta-test-panel')).toContainText('2 places de bêta-test sur 2.', {
      timeout: 3_000,
    })
  }).toPass({ timeout: 60_000 })
  await candidate.getByRole('button', { name: 'Je veux tester' }).click()
  await expect(candidate.getByTestId('beta-test-panel')).toContainText('Ta demande : En attente')

  // The owner sees who asks as peers see each other, never an address or a last name, and accepts.
  await owner.goto(`/p/${slug}`)
  const card = owner.getByTestId('beta-request')
  await expect(card).toContainText('Capucine : En attente')
  await expect(card).toContainText('SaaS')
  await expect(card).toContainText('Marketing')
  await expect(card).toContainText(/Membre depuis\s*\p{L}+ \d{4}/u)
  await expect(card).toContainText('0 action validée')
  await expect(owner.locator('main')).not.toContainText(candidateEmail)
  await expect(owner.locator('main')).not.toContainText(`Discrète ${stamp}`)
  expect(await sideways(owner)).toBeLessThanOrEqual(0)
  await card.getByRole('button', { name: 'Accepter Capucine' }).click()
  await expect(card).toContainText('Capucine : Accepté')
  await expect(owner.getByTestId('beta-test-panel')).toContainText('1 place de bêta-test sur 2.')

  // Fewer places than accepted testers is refused in French; more are taken.
  const manage = owner.getByTestId('beta-settings')
  await expect(manage).toContainText('1 testeur accepté : garde au moins autant de places.')
  await manage.getByLabel('Places de bêta-test').fill('0')
  await manage.getByRole('button', { name: 'Enregistrer le bêta-test' }).click()
  await expect(manage).toContainText('Tu as déjà accepté 1 testeur : garde au moins 1 place.')
  await owner.reload()
  await expect(owner.getByTestId('beta-settings').getByLabel('Places de bêta-test')).toHaveValue('2')
  await owner.getByTestId('beta-settings').getByLabel('Places de bêta-test').fill('3')
  await owner.getByTestId('beta-settings').getByRole('button', { name: 'Enregistrer le bêta-test' }).click()
  await expect(owner.getByTestId('beta-settings').getByRole('status')).toHaveText('Bêta-test enregistré ✅')
  await expect(owner.getByTestId('beta-test-panel')).toContainText('2 places de bêta-test sur 3.')

  // The same screens at 1280 px.
  await owner.setViewportSize({ width: 1280, height: 900 })
  await expect(owner.getByTestId('beta-request')).toContainText('Capucine : Accepté')
  expect(await sideways(owner)).toBeLessThanOrEqual(0)

  // The accepted tester gets the instructions by e-mail and sees the answer.
  const email = await waitForEmail(candidateEmail, /bêta-testeur/, new Set())
  expect(email.text).toContain(INSTRUCTIONS)
  await candidate.reload()
  await expect(candidate.getByTestId('beta-test-panel')).toContainText('Ta demande : Accepté')
})
