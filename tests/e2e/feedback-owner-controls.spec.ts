import { expect, test, type Browser, type Page } from '@playwright/test'

import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { actAsAnotherMachine } from './helpers/clientLimits'
import { signInWithPassword } from './helpers/session'

const FEEDBACK = 'Le tableau des tarifs ne dit pas si les prix sont HT ou TTC, j’ai hésité.'
const REWORDED = 'Le tableau des tarifs ne dit pas si les prix sont HT ou TTC : précise-le sous le titre.'
const SPAM = 'Découvrez mon service concurrent, 50 % de remise avec le code PROMO50 !'

async function memberOnProject(browser: Browser, email: string, slug: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${slug}`)
  return page
}

test('a visitor is shown the way in; a member’s feedback counts at once, is reworded, withdrawn after a confirmation; the owner reports spam, which the cockpit names', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const stamp = Date.now()
  const [owner] = await Promise.all(
    ['porteuse', 'lectrice', 'spammeuse'].map((name) =>
      createThroughApi(request, headers, 'members', memberData(`${name}.${stamp}@tryb.local`, name, 'Test', 'active')),
    ),
  )
  const title = `Comparateur ${stamp}`
  const project = await createThroughApi(request, headers, 'projects', {
    title,
    summary: 'Un comparateur des offres de comptabilité pour les indépendants, mis à jour chaque mois.',
    request_type: 'feedback',
    primary_target: 'Indépendants',
    feedback_request: 'Le tableau des tarifs est-il clair ?',
    status: 'published',
    owner: owner.id,
  })
  const slug = project.slug!

  // A visitor is told how to give feedback, not only the count; "Connecte-toi" brings her back here.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/p/${slug}`)
  await expect(visitor.getByTestId('feedback-count')).toHaveText('Aucun retour')
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

  const owning = await memberOnProject(browser, `porteuse.${stamp}@tryb.local`, slug)
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
  await expect(item).toContainText('Retour de spammeuse Test sur')
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', /\/admin\/collections\/projects\/\d+$/)
  await expect(item).toContainText('notamment par le porteur du projet')
  await expect(item).toContainText('Motif : Publicité pour un service concurrent.')
  await expect(item).not.toContainText('Retour #')
  await item.getByRole('button', { name: 'Conserver' }).click()
  await expect(item.getByRole('status')).toHaveText('Retour conservé.')
  const undo = item.getByRole('button', { name: 'Annuler la décision : retour de spammeuse Test' })
  await admin.clock.fastForward('01:00')
  await expect(undo).toBeVisible()
  await admin.clock.fastForward('03:30')
  await expect(undo).toBeVisible()
  await admin.clock.fastForward('00:40')
  await expect(undo).toHaveCount(0)
})
