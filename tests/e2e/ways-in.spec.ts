import { expect, type Page, test } from '@playwright/test'

import { openModerationView, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, saveGlobal } from './helpers/api'
import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'

/**
 * One way in, said once (issue 43): both doors explain each other, with what happens next and
 * the review delay an admin sets; the acknowledgement says it; the acceptance e-mail signs in
 * with one click; every link of /charte and the 404 opens without a sign-in.
 */
test.use({ reducedMotion: 'reduce' })

const stamp = Date.now()
const REVIEW_FIELD = 'Délai de réponse à une candidature ou une inscription (heures)'

// The delay is set back for the other spec files of this server.
test.afterAll(async ({ request }) => {
  await saveGlobal(request, 'rules', { application_review_hours: 72 }, ADMIN_EMAIL)
})

const waysIn = (page: Page) => page.getByRole('region', { name: 'Deux façons d’entrer, une même étude' })

test('the two doors explain each other, with what comes next and the review delay', async ({ page }) => {
  // The landing's "Créer mon compte" leads to the application, which names the short sign-up.
  await page.goto('/')
  await page.getByRole('link', { name: 'Créer mon compte' }).last().click()
  await expect(page).toHaveURL(/\/apply$/)
  await expect(waysIn(page)).toContainText('Candidater (cette page)')
  await expect(waysIn(page)).toContainText('Tu reçois aussitôt un e-mail qui confirme ta candidature.')
  await expect(waysIn(page)).toContainText('l’équipe n’active que les adresses confirmées')
  await expect(waysIn(page).getByTestId('review-promise')).toHaveText(
    'L’équipe étudie ton profil et ton projet et te répond par e-mail sous 72 h. Accepté·e, tu reçois un e-mail qui te connecte en un clic.',
  )
  await waysIn(page).getByRole('link', { name: 'Créer un compte avec mot de passe' }).click()
  await expect(page).toHaveURL(/\/signup$/)
  await expect(waysIn(page)).toContainText('Créer un compte (cette page)')
  await expect(waysIn(page).getByTestId('review-promise')).toContainText('sous 72 h')

  // /login's "Créer un compte" leads to the same explanation, and back to the application.
  await page.goto('/login')
  await page.getByRole('link', { name: 'Créer un compte' }).click()
  await expect(page).toHaveURL(/\/signup$/)
  await waysIn(page).getByRole('link', { name: 'Candidater en 5 étapes' }).click()
  await expect(page).toHaveURL(/\/apply$/)
})

test('"Communauté" is one place; /charte and the 404 never end on a login wall', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Communauté' })).toHaveAttribute(
    'href',
    '/communaute',
  )
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Communauté' })).toHaveAttribute(
    'href',
    '/communaute',
  )

  await page.goto(`/page-qui-n-existe-pas-${stamp}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cette page n'existe pas.")
  const onward = page.getByRole('navigation', { name: 'Pour continuer' })
  await expect(onward.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  await onward.getByRole('link', { name: 'Voir la communauté' }).click()
  await expect(page).toHaveURL(/\/communaute$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/charte')
  await page
    .getByRole('navigation', { name: 'Après la charte' })
    .getByRole('link', { name: 'Retour à l’accueil' })
    .click()
  await expect(page).toHaveURL(/\/$/)
})

test('prices say TTC and the VAT mention, as the invoice prints them', async ({ page }) => {
  for (const path of ['/', '/tarifs']) {
    await page.goto(path)
    await expect(page.getByTestId('price-tax-note')).toHaveText(
      /^Prix TTC(\. TVA non applicable, art\. 293 B du CGI\.|, TVA [\d,]+ % incluse\.)$/,
    )
    await expect(page.getByRole('article', { name: /campagne/i })).toContainText(/€\s*TTC/)
  }
})

test('the delay an admin sets is promised on /apply and in the acknowledgement; the acceptance signs in with one click', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // The admin sets the review delay in the community's rules.
  await signInToAdmin(page, ADMIN_EMAIL, '/admin/globals/rules')
  await page.getByLabel(REVIEW_FIELD).fill('96')
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByText('Mis à jour avec succès.')).toBeVisible()

  // A visitor applies: /apply promises the new delay, and so does the acknowledgement.
  const visitorContext = await browser.newContext({ baseURL })
  const visitor = await visitorContext.newPage()
  await expect
    .poll(
      async () => {
        await visitor.goto('/apply')
        return waysIn(visitor).getByTestId('review-promise').textContent()
      },
      { timeout: 15_000 },
    )
    .toContain('sous 4 jours')
  const email = `porte.${stamp}@exemple.fr`
  const lastName = `Porte${stamp}`
  const next = visitor.getByRole('button', { name: 'Suivant' })
  await visitor.getByLabel('Nom', { exact: true }).fill(lastName)
  await visitor.getByLabel('Prénom', { exact: true }).fill('Inès')
  await visitor.getByLabel('E-mail professionnel').fill(email)
  await next.click()
  await visitor.getByLabel('Abonnés Instagram').fill('900')
  await next.click()
  await visitor.getByLabel('Lien de ton projet ou de ton MVP').fill('https://ines-projet.fr')
  await next.click()
  await visitor.getByLabel('Ton statut professionnel').selectOption('Salarié·e')
  await visitor.getByRole('checkbox', { name: "J'aimerais donner plus de visibilité à mon projet" }).check()
  await next.click()
  await visitor.getByRole('button', { name: 'Lire la charte' }).click()
  const dialog = visitor.getByRole('dialog', { name: 'Charte' })
  await expect(dialog.getByRole('heading', { name: '4. Entraide' })).toBeVisible()
  await dialog.getByRole('button', { name: "J'ai compris" }).click()
  const before = await emailsSoFar()
  await visitor.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(visitor.getByRole('heading', { name: 'Ta candidature est enregistrée' })).toBeVisible()
  const acknowledgement = await waitForEmail(email, /bien enregistrée/, before)
  expect(acknowledgement.text).toContain('te répond par e-mail sous 4 jours')
  await visitorContext.close()

  // A member on the waiting list reads the same delay on /thanks.
  const waitingContext = await browser.newContext({ baseURL })
  const waiting = await waitingContext.newPage()
  await signInWithPassword(waiting, 'sarah.petit@tryb.local')
  await expect(waiting).toHaveURL(/\/welcome$/)
  await expect(async () => {
    await waiting.goto('/thanks')
    await expect(waiting.getByRole('main')).toContainText('sous 4 jours', { timeout: 3_000 })
  }).toPass({ timeout: 15_000 })
  await waitingContext.close()

  // The admin accepts the application from the candidatures screen.
  // The waiting list opens newest first: the application is on its first page.
  await openModerationView(page, 'Candidatures')
  const name = page.getByRole('button', { name: new RegExp(`^Inès ${lastName}`) })
  await name.click()
  const sheet = page.getByRole('dialog', { name: `Inès ${lastName}` })
  const accepted = await emailsSoFar()
  await sheet.getByRole('button', { name: 'Accepter', exact: true }).click()
  const confirm = sheet.getByRole('button', { name: 'Accepter quand même' })
  const toast = page.getByRole('region', { name: /^Notifications/ }).getByText('Membre activé & email envoyé ✅')
  await expect(toast.or(confirm)).toBeVisible()
  if (await confirm.isVisible()) await confirm.click()
  await expect(toast).toBeVisible()

  // One click in the acceptance e-mail: signed in, on the first steps, with no second e-mail.
  const welcome = await waitForEmail(email, /ton compte est actif/, accepted)
  const link = linkIn(welcome)
  expect(new URL(link).pathname).toBe('/auth/callback')
  const memberContext = await browser.newContext({ baseURL })
  const member = await memberContext.newPage()
  await member.goto(link)
  await expect(member).toHaveURL(/\/welcome$/)
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Bienvenue Inès !')
  await expect(member.getByRole('main')).toContainText('Ton compte est actif : le dashboard t’attend.')
  await member.getByRole('link', { name: 'Dashboard', exact: true }).click()
  await expect(member).toHaveURL(/\/dashboard$/)

  // Single use: the same link again, signed out, opens nothing.
  await memberContext.clearCookies()
  await member.goto(link)
  await expect(member).toHaveURL(/\/login\?error=auth$/)
  await memberContext.close()
})
