import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/** A real 1600×900 PNG made here, the size the form asks for. */
const heroImage = async (name = 'visuel.png') => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer(),
})

/**
 * A member of this test's own (a visibility project per month each), made by an admin through
 * the REST API, then signed in.
 */
async function freshMember(page: Page, request: APIRequestContext, firstName: string, status: 'active' | 'waitlist') {
  const email = `${firstName.toLowerCase()}.${Date.now()}@exemple.fr`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  await createThroughApi(request, headers, 'members', memberData(email, firstName, 'Essai', status))
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(status === 'active' ? /\/dashboard$/ : /\/thanks$/)
}

/** Fills every field the two request types share. */
async function fillCommonFields(page: Page, title: string) {
  await page.getByLabel('Titre du projet').fill(title)
  await page.getByLabel('Résumé').fill('Un outil de facturation pour les indépendants pressés.')
  await expect(page.getByText('54/300')).toBeVisible()
  await page.getByLabel('Lien MVP').fill('facturo.fr')
  await page.getByLabel('Cible principale').fill('Freelances')
  await page.getByLabel('Site web').fill('www.facturo.fr')
  await page.getByLabel(/^Image principale/).setInputFiles(await heroImage())
  await expect(page.getByText('Image enregistrée avec succès !')).toBeVisible()
  await expect(page.getByAltText('Aperçu de l’image choisie')).toBeVisible()
  await page.getByLabel('Texte alternatif de l’image').fill('Capture de Facturo')
}

test('a visitor is told "Accès non autorisé" and sent to sign in', async ({ page }) => {
  await page.goto('/project-submit')
  await expect(page.getByRole('heading', { name: 'Soumettre un projet' })).toBeVisible()
  await expect(page.getByText('Accès non autorisé')).toBeVisible()
  await expect(page).toHaveURL(/\/login\?next=%2Fproject-submit$/)
})

test('/submit-project leads to /project-submit', async ({ page }) => {
  await page.goto('/submit-project')
  await expect(page).toHaveURL(/\/project-submit$/)
})

test('an active member submits a visibility request and lands on its page', async ({ page, request }) => {
  await freshMember(page, request, 'Vera', 'active')
  await page.goto('/project-submit')
  await expect(page.getByRole('tab', { name: 'Demande de visibilité' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Retour sous 48h après validation de votre demande.')).toBeVisible()
  await expect(page.getByText('Ta publication sur la page communauté peut être différée')).toHaveCount(0)
  const submit = page.getByRole('button', { name: 'Envoyer ma demande' })
  await expect(submit).toBeDisabled()

  await fillCommonFields(page, 'Facturo visibilité e2e')
  await page.getByLabel("Je m'engage à payer 100 € sous 24h après validation").check()
  await page.getByLabel(/J’accepte la charte/).check()
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page.getByText('Projet reçu ✅')).toBeVisible()
  await expect(page).toHaveURL(/\/p\/facturo-visibilite-e2e[\w-]*$/)

  // A second visibility request the same month: the server refuses it, the form is kept.
  await page.goto('/project-submit')
  await fillCommonFields(page, 'Facturo bis e2e')
  await page.getByLabel("Je m'engage à payer 100 € sous 24h après validation").check()
  await page.getByLabel(/J’accepte la charte/).check()
  await submit.click()
  await expect(
    page.getByText(/^Échec de la création du projet : Tu as déjà proposé un projet de visibilité ce mois-ci/),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/project-submit$/)
  await expect(page.getByLabel('Titre du projet')).toHaveValue('Facturo bis e2e')
  await expect(submit).toBeEnabled()
})

test('a waitlist member sees the notice, is shown what to correct, then submits a feedback request', async ({
  page,
  request,
}) => {
  await freshMember(page, request, 'Wafa', 'waitlist')
  await page.goto('/project-submit?type=feedback')
  await expect(page.getByRole('tab', { name: 'Demande de feedbacks' })).toHaveAttribute('aria-selected', 'true')
  await expect(
    page.getByText("Ta publication sur la page communauté peut être différée tant que ton compte n'est pas activé."),
  ).toBeVisible()
  await expect(page.getByText('Publication après modération (≤ 24h).')).toBeVisible()

  // The charter dialog's accept action ticks the box, which enables the button.
  await page.getByRole('button', { name: 'Lire la charte' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: "J'ai compris" }).click()
  await expect(page.getByLabel(/J’accepte la charte/)).toBeChecked()

  // Nothing filled in: every message, the toast, the focus on the first invalid field.
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page.getByText('Certains champs sont à corriger.')).toBeVisible()
  await expect(page.getByText('Titre trop court (≥ 3 caractères)')).toBeVisible()
  await expect(page.getByText('Image requise')).toBeVisible()
  await expect(page.getByText('Précise ce que tu attends comme retour (≥ 10 caractères).')).toBeVisible()
  await expect(page.getByLabel('Titre du projet')).toBeFocused()

  // At 360 px wide, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  // A picture of the wrong size is refused before it is sent.
  await page.getByLabel(/^Image principale/).setInputFiles({
    name: 'large.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 1600, height: 901, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  })
  await expect(page.getByText('Dimensions requises : 1600×900 pixels')).toBeVisible()

  await fillCommonFields(page, 'Facturo feedbacks e2e')
  await page.getByLabel('Ce que je cherche').fill('Des retours sur mon tunnel de paiement')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page.getByText('Projet reçu ✅')).toBeVisible()
  await expect(page).toHaveURL(/\/p\/facturo-feedbacks-e2e[\w-]*$/)
})

test('the owner corrects a project the team asked changes on, and sends it back to moderation', async ({
  page,
  request,
}) => {
  await freshMember(page, request, 'Rosa', 'active')
  await page.goto('/project-submit?type=feedback')
  await fillCommonFields(page, 'Facturo à corriger e2e')
  await page.getByLabel('Ce que je cherche').fill('Des retours sur la page de prix')
  await page.getByLabel(/J’accepte la charte/).check()
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page).toHaveURL(/\/p\/facturo-a-corriger-e2e[\w-]*$/)
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)

  // The team asks for changes (the admin API, as the moderation screen does).
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const found = await request.get(`/api/projects?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`, { headers })
  const project = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  const asked = await request.patch(`/api/projects/${project.id}`, {
    headers,
    data: { status: 'mod_requested', moderation_notes: 'Précise ta cible principale.' },
  })
  expect(asked.status(), await asked.text()).toBe(200)

  await page.goto(`/project-submit?modifier=${encodeURIComponent(slug)}`)
  await expect(page.getByRole('heading', { name: 'Modifier mon projet' })).toBeVisible()
  await expect(page.getByLabel('Titre du projet')).toHaveValue('Facturo à corriger e2e')
  await expect(page.getByAltText('Aperçu de l’image choisie')).toBeVisible()
  await page.getByLabel('Cible principale').fill('Freelances du bâtiment')
  const resend = page.getByRole('button', { name: 'Renvoyer mon projet' })
  await expect(resend).toBeDisabled()
  await page.getByLabel(/J’accepte la charte/).check()
  await resend.click()
  await expect(page.getByText('Projet renvoyé en modération ✅')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/p/${slug}$`))
  await expect(page.getByTestId('project-banner')).toHaveText('En attente de validation/modération.')
  await expect(page.getByText('Freelances du bâtiment')).toBeVisible()

  // Pending again, it can still be corrected; once published, no longer.
  const published = await request.patch(`/api/projects/${project.id}`, { headers, data: { status: 'published' } })
  expect(published.status(), await published.text()).toBe(200)
  await page.goto(`/project-submit?modifier=${encodeURIComponent(slug)}`)
  await expect(page.getByRole('alert').filter({ hasText: 'Ce projet ne peut plus être modifié.' })).toBeVisible()
})
