import { expect, type Locator, type Page, test } from '@playwright/test'

import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { actAsAnotherMachine } from './helpers/clientLimits'

/**
 * A form that refused a first press answers the next one, pressed as a person presses: the
 * button held down a moment (the field being left loses the focus on the way down, and its
 * check runs before the button is released). Typed key by key, as a person types.
 */
test.use({ reducedMotion: 'reduce' })

const stamp = Date.now()

/** A mouse press held 150 ms, as a finger or a hand does. */
const press = (button: Locator) => button.click({ delay: 150 })
const type = (field: Locator, text: string) => field.pressSequentially(text, { delay: 10 })

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: `Étape ${step} sur 5 : ${title}` })).toBeVisible()
}

test('on /apply, each step refused once advances at the next single press', async ({ page }) => {
  await page.goto('/apply')
  const next = page.getByRole('button', { name: 'Suivant' })

  await expectStep(page, 1, 'Identité')
  await press(next)
  await expect(page.getByText('Indique ton adresse e-mail.')).toBeVisible()
  await type(page.getByLabel('Nom', { exact: true }), 'Martin')
  await type(page.getByLabel('Prénom', { exact: true }), 'Léa')
  // The address's check on leaving the step is what the first press must send.
  const emailCheck = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/apply'))
  await type(page.getByLabel('E-mail professionnel'), `premier.appui.${stamp}@exemple.fr`)
  await press(next)
  await emailCheck
  await expectStep(page, 2, 'Réseaux professionnels')

  await press(next)
  await expect(page.locator('#apply-audience-error')).toBeVisible()
  await type(page.getByLabel('Abonnés Instagram'), '800')
  await type(page.getByLabel('Lien LinkedIn'), 'linkedin.com/in/lea-martin')
  await press(next)
  await expectStep(page, 3, 'Projet en cours')

  await press(next)
  await expect(
    page.getByText('Un projet en cours est requis : même un MVP, une page de pré-inscription ou une démo suffit.'),
  ).toBeVisible()
  await type(page.getByLabel('Lien de ton projet ou de ton MVP'), 'lea-compta.fr')
  await press(next)
  await expectStep(page, 4, 'Statut et motivations')

  await press(next)
  await expect(page.getByText('Choisis au moins une motivation.')).toBeVisible()
  await page.getByLabel('Ton statut professionnel').selectOption('En reconversion')
  await page.getByRole('checkbox', { name: "J'ai un projet avancé que j'aimerais tester" }).check()
  await press(next)
  await expectStep(page, 5, 'Engagement')

  const submit = page.getByRole('button', { name: 'Envoyer ma candidature' })
  await press(submit)
  await expect(page.getByText('Tu dois accepter la charte pour envoyer ta candidature.')).toBeVisible()
  await page.getByRole('checkbox', { name: /J’accepte la charte/ }).check()
  await press(submit)
  await expect(page.getByRole('heading', { level: 2, name: 'Ta candidature est enregistrée' })).toBeVisible()
})

test('the sign-up form refused once creates the account at the next single press', async ({ page }) => {
  await page.goto('/signup')
  const main = page.getByRole('main')
  const create = main.getByRole('button', { name: 'Créer mon compte' })
  await press(create)
  await expect(main.getByText('Indique ton prénom.')).toBeVisible()
  await type(main.getByLabel('Prénom'), 'Nina')
  await type(main.getByLabel('Nom', { exact: true }), 'Appui')
  await type(main.getByLabel('E-mail'), `nina.appui.${stamp}@exemple.fr`)
  await type(main.getByLabel('Mot de passe', { exact: true }), 'Abcdefg1!')
  await type(main.getByLabel('Confirmation du mot de passe', { exact: true }), 'Abcdefg1!')
  await type(main.getByLabel('Relations LinkedIn'), '720')
  await type(main.getByLabel('Lien de ton projet ou MVP'), 'nina-projet.fr')
  await main.getByRole('checkbox', { name: 'J’accepte la charte de la Tryb.' }).check()
  await press(create)
  await expect(page).toHaveURL(/\/welcome\?notice=created$/)
})

test('the password sign-in refused once signs in at the next single press', async ({ page, request }) => {
  const email = `appui.${stamp}@tryb.local`
  await createThroughApi(
    request,
    await staffHeaders(request, ADMIN_EMAIL),
    'members',
    memberData(email, 'Pia', 'Appui', 'active'),
  )
  await actAsAnotherMachine()
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  const signIn = panel.getByRole('button', { name: 'Se connecter' })
  await press(signIn)
  await expect(panel.getByRole('alert').first()).toBeVisible()
  await type(panel.getByLabel('Ton e-mail'), email)
  await type(panel.getByLabel('Mot de passe', { exact: true }), password)
  await press(signIn)
  await expect(page).toHaveURL(/\/dashboard$/)
})
