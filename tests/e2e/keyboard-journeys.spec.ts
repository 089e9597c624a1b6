import { expect, test, type Locator, type Page } from '@playwright/test'

import { PAYMENT_MESSAGES } from '../../src/domain/payments/payments'
import { parisWeekMonday } from '../../src/domain/weeks'
import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/**
 * Applying, declaring an action and paying with the keyboard alone, as someone who uses no mouse or
 * pointer does: the focus moves with Tab, fields are typed into, boxes ticked with Space, buttons
 * pressed with Enter. Reading where the focus is, is the only thing done outside the keyboard.
 */
test.use({ reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] })

const MAX_TABS = 80

/** Presses Tab until `target` has the focus; fails if it never gets it (not reachable by keyboard). */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${target} n’a pas reçu le focus après ${MAX_TABS} tabulations`)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
  await expect(field).toHaveValue(text)
}

async function press(page: Page, button: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, button)
  await page.keyboard.press(key)
}

test('an applicant goes through the five steps with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `clavier.${Date.now()}@exemple.fr`
  await page.goto('/apply')
  // Wait for the form to answer (hydrated) before the first key: the progress bar is drawn by it.
  await expect(page.getByRole('progressbar', { name: 'Progression de la candidature' })).toBeVisible()
  const next = page.getByRole('button', { name: 'Suivant' })

  await typeInto(page, page.getByLabel('Nom', { exact: true }), 'Clavier')
  await typeInto(page, page.getByLabel('Prénom', { exact: true }), 'Noé')
  await typeInto(page, page.getByLabel('E-mail professionnel'), email)
  await press(page, next)
  await expect(page.getByText('Étape 2 sur 5', { exact: true })).toBeVisible()
  await typeInto(page, page.getByLabel('Abonnés Instagram'), '800')
  await press(page, next)
  await expect(page.getByText('Étape 3 sur 5', { exact: true })).toBeVisible()
  await typeInto(page, page.getByLabel('Lien de ton projet ou de ton MVP'), 'https://noe-clavier.fr')
  await press(page, next)
  await expect(page.getByText('Étape 4 sur 5', { exact: true })).toBeVisible()
  const status = page.getByLabel('Ton statut professionnel')
  await tabTo(page, status)
  // A closed list takes the first letters typed, as a browser's select does.
  await page.keyboard.type('Sal')
  await expect(status).toHaveValue('Salarié·e')
  const visibility = page.getByRole('checkbox', { name: "J'aimerais donner plus de visibilité à mon projet" })
  await press(page, visibility, 'Space')
  await expect(visibility).toBeChecked()
  await press(page, next)
  await expect(page.getByText('Étape 5 sur 5', { exact: true })).toBeVisible()

  // The charter's dialog: opened, read and closed with the keyboard; the box is then ticked.
  await press(page, page.getByRole('button', { name: 'Lire la charte' }))
  const dialog = page.getByRole('dialog', { name: 'Charte' })
  await expect(dialog).toBeVisible()
  await press(page, dialog.getByRole('button', { name: "J'ai compris" }))
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('checkbox', { name: /J’accepte la charte/ })).toBeChecked()
  await press(page, page.getByRole('button', { name: 'Envoyer ma candidature' }))
  await expect(page.getByRole('heading', { name: 'Ta candidature est enregistrée' })).toBeVisible({
    timeout: 30_000,
  })
})

test('a member declares an action with the keyboard alone', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const stamp = Date.now()
  const owner = await createThroughApi(
    request,
    headers,
    'members',
    memberData(`porteuse.clavier.${stamp}@exemple.fr`, 'Alba', 'Clavier', 'active'),
  )
  const campaign = await createThroughApi(request, headers, 'projects', {
    title: `Atelier clavier ${stamp}`,
    summary: 'Un atelier pour apprendre à chiffrer ses prestations en une soirée.',
    request_type: 'visibility',
    primary_target: 'Freelances',
    payment_commitment: true,
    ethics_accepted: true,
    owner: owner.id,
    status: 'scheduled',
    exposure_week_start: parisWeekMonday(new Date(), 1).toISOString(),
  })
  const memberEmail = `membre.clavier.${stamp}@exemple.fr`
  await createThroughApi(request, headers, 'members', memberData(memberEmail, 'Noa', 'Touches', 'active'))

  await signInWithPassword(page, memberEmail)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${campaign.slug}`)
  const section = page.locator('section[aria-labelledby="declarer"]')
  const kind = section.getByLabel('Type d’action')
  await expect(kind).toBeEnabled()
  await tabTo(page, kind)
  await page.keyboard.type('Partage')
  await expect(kind).toHaveValue('share')
  await typeInto(page, section.getByLabel('Lien de ton action'), `https://www.linkedin.com/feed/update/${stamp}`)
  const attest = section.getByRole('checkbox', { name: /J’atteste/ })
  await press(page, attest, 'Space')
  await expect(attest).toBeChecked()
  await press(page, section.getByRole('button', { name: 'Déclarer mon action' }))
  await expect(section.getByRole('status')).toHaveText(
    'Merci 💛 — Ton action est enregistrée et sera vérifiée sous 48h.',
  )
})

test('an owner gives her billing details and announces her transfer with the keyboard alone', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const stamp = Date.now()
  const email = `paie.clavier.${stamp}@exemple.fr`
  const owner = await createThroughApi(request, headers, 'members', memberData(email, 'Iris', 'Clavier', 'active'))
  const validated = await createThroughApi(request, headers, 'projects', {
    title: `Campagne clavier ${stamp}`,
    summary: 'Un atelier pour apprendre à chiffrer ses prestations en une soirée.',
    request_type: 'visibility',
    primary_target: 'Freelances',
    payment_commitment: true,
    ethics_accepted: true,
    owner: owner.id,
    status: 'pending',
  })
  // The team's validation (the admin's own screens are tested elsewhere).
  const approved = await request.patch(`/api/projects/${validated.id}`, { headers, data: { status: 'approved' } })
  expect(approved.status()).toBe(200)

  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${validated.slug}`)
  const payment = page.getByTestId('payment-section')
  const name = payment.getByLabel('Nom ou raison sociale')
  await expect(name).toBeEditable()
  await typeInto(page, name, 'Iris Clavier EI')
  const address = payment.getByLabel('Adresse de facturation')
  await tabTo(page, address)
  await page.keyboard.type('4 rue des Touches')
  await page.keyboard.press('Enter')
  await page.keyboard.type('69002 Lyon')
  await expect(address).toHaveValue('4 rue des Touches\n69002 Lyon')
  await press(page, payment.getByRole('button', { name: 'Enregistrer mes coordonnées' }))
  await expect(payment.getByText('Par virement bancaire')).toBeVisible()

  // The reference copied, then the transfer announced.
  await press(page, payment.getByRole('button', { name: 'Copier la référence' }))
  await expect(payment.getByRole('button', { name: 'Copier la référence' })).toHaveText('Copié')
  await press(page, payment.getByRole('button', { name: 'J’ai envoyé le virement' }))
  await expect(payment.getByRole('status')).toHaveText(PAYMENT_MESSAGES.transferDeclared)
  await page.reload()
  await expect(payment.getByText(/^Virement annoncé le /)).toBeVisible()
})
