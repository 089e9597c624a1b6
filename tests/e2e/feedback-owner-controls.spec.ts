import { expect, test, type Browser, type Page } from '@playwright/test'

import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, password } from './helpers/api'
import { actAsAnotherMachine } from './helpers/clientLimits'
import { signInWithPassword } from './helpers/session'
import { activeMembersThroughScreens, publishFromBoard, submitFeedbackProject } from './helpers/throughScreens'

const FEEDBACK = 'Le tableau des tarifs ne dit pas si les prix sont HT ou TTC, j’ai hésité.'
const REWORDED = 'Le tableau des tarifs ne dit pas si les prix sont HT ou TTC : précise-le sous le titre.'
const SPAM = 'Découvrez mon service concurrent, 50 % de remise avec le code PROMO50 !'

async function memberOnDashboard(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  return page
}

async function memberOnProject(browser: Browser, email: string, slug: string): Promise<Page> {
  const page = await memberOnDashboard(browser, email)
  await page.goto(`/p/${slug}`)
  return page
}

test('a visitor is shown the way in; a member’s feedback counts at once, is reworded, withdrawn after a confirmation; the owner reports spam, which the cockpit names', async ({
  browser,
}) => {
  test.setTimeout(360_000)
  const stamp = Date.now()
  // Three newcomers, signed up and accepted through the screens; the owner sends her project and
  // the team publishes it from its board.
  const lastName = `Test${stamp}`
  await activeMembersThroughScreens(
    browser,
    ['porteuse', 'lectrice', 'spammeuse'].map((name) => ({
      firstName: name,
      lastName,
      email: `${name}.${stamp}@tryb.local`,
    })),
  )
  const title = `Comparateur ${stamp}`
  const owning = await memberOnDashboard(browser, `porteuse.${stamp}@tryb.local`)
  const slug = await submitFeedbackProject(owning, {
    title,
    summary: 'Un comparateur des offres de comptabilité pour les indépendants, mis à jour chaque mois.',
    target: 'Indépendants',
    askedFor: 'Le tableau des tarifs est-il clair ?',
  })
  await publishFromBoard(browser, title)

  // A visitor is told how to give feedback, not only the count; "Connecte-toi" brings her back here.
  const visitor = await (await browser.newContext()).newPage()
  // Public once the board's decision has reached the page's cache.
  await expect(async () => {
    await visitor.goto(`/p/${slug}`)
    await expect(visitor.getByTestId('feedback-count')).toHaveText('Aucun retour', { timeout: 3_000 })
  }).toPass({ timeout: 60_000 })
  const invitation = visitor.getByTestId('feedback-invitation')
  await expect(invitation.getByRole('link', { name: 'Rejoins la Tryb pour donner ton avis' })).toHaveAttribute(
    'href',
    '/apply',
  )
  await invitation.getByRole('link', { name: 'Connecte-toi' }).click()
  await expect(visitor).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/p/${slug}`)}$`))
  await actAsAnotherMachine()
  await visitor.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = visitor.getByRole('tabpanel', { name: 'Mot de passe' })
  await panel.getByLabel('Ton e-mail').fill(`lectrice.${stamp}@tryb.local`)
  await panel.getByLabel('Mot de passe', { exact: true }).fill(password)
  await panel.getByRole('button', { name: 'Se connecter' }).click()
  await expect(visitor).toHaveURL(new RegExp(`/p/${slug}$`))

  // Signed in, she writes: the list and the count follow at once, without a reload.
  const section = visitor.getByTestId('feedback-section')
  await expect(visitor.getByTestId('feedback-invitation')).toHaveCount(0)
  await section.getByLabel('Ce qui bloque').check()
  await section.getByLabel('Ton retour', { exact: true }).fill(FEEDBACK)
  await section.getByRole('button', { name: 'Envoyer mon retour' }).click()
  const mine = section.getByTestId('feedback')
  await expect(mine).toContainText(FEEDBACK)
  await expect(visitor.getByTestId('feedback-count')).toHaveText('1 retour')

  // She rewords it within the edit window.
  await mine.getByRole('button', { name: 'Modifier' }).click()
  await mine.getByLabel('Une idée').check()
  await mine.getByLabel('Modifier mon retour').fill('Trop court.')
  await mine.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(mine.getByRole('alert')).toHaveText('Ton retour est trop court (≥ 20 caractères).')
  await mine.getByLabel('Modifier mon retour').fill(REWORDED)
  await mine.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(mine).toContainText(REWORDED)
  await expect(mine).toContainText('Une idée')
  await expect(mine.getByRole('button', { name: 'Signaler' })).toHaveCount(0)

  // "Retirer" asks first: "Garder mon retour" keeps it.
  await mine.getByRole('button', { name: 'Retirer' }).click()
  await expect(mine.getByRole('group', { name: 'Retirer ce retour' })).toContainText('Retirer ce retour ?')
  await mine.getByRole('button', { name: 'Garder mon retour' }).click()
  await expect(mine).toContainText(REWORDED)
  await expect(visitor.getByTestId('feedback-count')).toHaveText('1 retour')
  await mine.getByRole('button', { name: 'Retirer' }).click()
  await mine.getByRole('button', { name: 'Oui, retirer mon retour' }).click()
  await expect(mine).toContainText('(Retiré)')
  await expect(visitor.getByTestId('feedback-count')).toHaveText('Aucun retour')

  // Spam arrives; the owner reports it from her project's page.
  const spamming = await memberOnProject(browser, `spammeuse.${stamp}@tryb.local`, slug)
  const spamSection = spamming.getByTestId('feedback-section')
  await spamSection.getByLabel('Une idée').check()
  await spamSection.getByLabel('Ton retour', { exact: true }).fill(SPAM)
  await spamSection.getByRole('button', { name: 'Envoyer mon retour' }).click()
  await expect(spamSection.getByTestId('feedback').filter({ hasText: SPAM })).toBeVisible()

  await owning.goto(`/p/${slug}`)
  const spam = owning.getByTestId('feedback').filter({ hasText: SPAM })
  await spam.getByRole('button', { name: 'Signaler' }).click()
  await spam.getByLabel('Pourquoi signales-tu ce retour ?').fill('Publicité pour un service concurrent.')
  await spam.getByRole('button', { name: 'Envoyer le signalement' }).click()
  await expect(spam.getByRole('status')).toHaveText('Merci : l’équipe va regarder ce retour.')

  // The cockpit names the project, the author and the words; "Annuler" stays for the server's whole undo window.
  const admin = await (await browser.newContext()).newPage()
  await admin.clock.install()
  await signInToAdmin(admin, ADMIN_EMAIL)
  const item = admin.getByTestId('reported-feedbacks').locator('li[data-feedback]').filter({ hasText: SPAM })
  await expect(item).toContainText(`Retour de spammeuse ${lastName} sur`)
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', /\/admin\/collections\/projects\/\d+$/)
  await expect(item).toContainText('notamment par le porteur du projet')
  await expect(item).toContainText('Motif : Publicité pour un service concurrent.')
  await expect(item).not.toContainText('Retour #')
  await item.getByRole('button', { name: 'Conserver' }).click()
  await expect(item.getByRole('status')).toHaveText('Retour conservé.')
  const undo = item.getByRole('button', { name: `Annuler la décision : retour de spammeuse ${lastName}` })
  await admin.clock.fastForward('01:00')
  await expect(undo).toBeVisible()
  await admin.clock.fastForward('03:30')
  await expect(undo).toBeVisible()
  await admin.clock.fastForward('00:40')
  await expect(undo).toHaveCount(0)
})
