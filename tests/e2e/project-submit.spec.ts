import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { heroImage } from './helpers/images'
import { signInWithPassword } from './helpers/session'
import { activeMembersThroughScreens, projectSheetOnBoard, signUpThroughScreens } from './helpers/throughScreens'

/**
 * A member of this test's own (a visibility project per month each), signed in: a newcomer who
 * signed up and confirmed the address (the waiting list), and whom the team accepted for `active`.
 */
async function freshMember(page: Page, browser: Browser, firstName: string, status: 'active' | 'waitlist') {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const person = { firstName, lastName: `Essai${stamp}`, email: `${firstName.toLowerCase()}.${stamp}@exemple.fr` }
  if (status === 'active') await activeMembersThroughScreens(browser, [person])
  else await signUpThroughScreens(browser, person)
  await signInWithPassword(page, person.email)
  await expect(page).toHaveURL(status === 'active' ? /\/dashboard$/ : /\/welcome$/)
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

test('a visitor is told an account is needed, offered to sign in or apply, and comes back after sign-in', async ({
  page,
}) => {
  await page.goto('/project-submit?type=feedback')
  await expect(page.getByRole('heading', { name: 'Soumettre un projet' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Accès non autorisé')
  await expect(page.getByText('Il faut un compte Tryb pour soumettre un projet.', { exact: false })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Candidater' })).toHaveAttribute('href', '/apply')
  // No timed redirect: the visitor chooses.
  await page.waitForTimeout(1500)
  await expect(page).toHaveURL(/\/project-submit\?type=feedback$/)
  await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/login\?next=%2Fproject-submit%3Ftype%3Dfeedback$/)
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  await panel.getByLabel('Ton e-mail').fill('ines.lefebvre@tryb.local')
  await panel.getByLabel('Mot de passe', { exact: true }).fill(password)
  await panel.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/project-submit\?type=feedback$/)
  await expect(page.getByRole('button', { name: 'Envoyer ma demande' })).toBeVisible()
})

test('/submit-project leads to /project-submit', async ({ page }) => {
  await page.goto('/submit-project')
  await expect(page).toHaveURL(/\/project-submit$/)
})

test('an active member submits a visibility request and lands on its page', async ({ page, browser }) => {
  await freshMember(page, browser, 'Vera', 'active')
  await page.goto('/project-submit')
  await expect(page.getByRole('tab', { name: 'Demande de visibilité' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Retour sous 48h après validation de votre demande.')).toBeVisible()
  await expect(page.getByText('Ta publication sur la page communauté peut être différée')).toHaveCount(0)
  const submit = page.getByRole('button', { name: 'Envoyer ma demande' })
  await expect(submit).toBeDisabled()
  // A disabled button says why.
  await expect(submit).toHaveAccessibleDescription('Coche la charte pour envoyer.')

  await fillCommonFields(page, 'Facturo visibilité e2e')
  await page.getByLabel("Je m'engage à payer 100 € sous 24h après validation").check()
  await page.getByLabel(/J’accepte la charte/).check()
  await expect(submit).toBeEnabled()
  await expect(page.getByText('Coche la charte pour envoyer.')).toHaveCount(0)
  await submit.click()
  await expect(page.getByText('Projet reçu ✅')).toBeVisible()
  await expect(page).toHaveURL(/\/p\/facturo-visibilite-e2e[\w-]*$/)

  // A second visibility request the same month: said before the form, with the next date (the
  // server's refusal of it is the integration tests' business).
  await page.goto('/project-submit')
  await expect(page.getByTestId('visibility-limit')).toHaveText(
    /^Tu as déjà proposé un projet de visibilité ce mois-ci : prochaine demande possible le 1er /,
  )
  await expect(page.getByLabel('Titre du projet')).toHaveCount(0)
})

test('a waitlist member sees the notice, is shown what to correct, then submits a feedback request', async ({
  page,
  browser,
}) => {
  await freshMember(page, browser, 'Wafa', 'waitlist')
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
  await expect(page.getByText('Dimensions requises : 1600×900 pixels (ton image fait 1600×901)')).toBeVisible()

  await fillCommonFields(page, 'Facturo feedbacks e2e')
  await page.getByLabel('Ce que je cherche').fill('Des retours sur mon tunnel de paiement')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page.getByText('Projet reçu ✅')).toBeVisible()
  await expect(page).toHaveURL(/\/p\/facturo-feedbacks-e2e[\w-]*$/)
})

test('the owner corrects a project the team asked changes on, and sends it back to moderation', async ({
  page,
  browser,
}) => {
  await freshMember(page, browser, 'Rosa', 'active')
  await page.goto('/project-submit?type=feedback')
  await fillCommonFields(page, 'Facturo à corriger e2e')
  await page.getByLabel('Ce que je cherche').fill('Des retours sur la page de prix')
  await page.getByLabel(/J’accepte la charte/).check()
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page).toHaveURL(/\/p\/facturo-a-corriger-e2e[\w-]*$/)
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)

  // The team asks for changes from its board.
  const team = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await signInToAdmin(team, ADMIN_EMAIL, '/admin/projets')
  const askSheet = await projectSheetOnBoard(team, 'Facturo à corriger e2e')
  await askSheet.getByLabel('Modifications demandées au porteur (obligatoire)').fill('Précise ta cible principale.')
  await askSheet.getByRole('button', { name: 'Demander des modifications' }).click()
  await expect(team.getByText('Demande de modifications envoyée')).toBeVisible()

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

  // Pending again, it can still be corrected; once published from the board, no longer.
  const publishSheet = await projectSheetOnBoard(team, 'Facturo à corriger e2e')
  await publishSheet.getByRole('button', { name: 'Publier' }).click()
  await expect(publishSheet).toBeHidden()
  await team.context().close()
  await page.goto(`/project-submit?modifier=${encodeURIComponent(slug)}`)
  await expect(page.getByRole('alert').filter({ hasText: 'Ce projet ne peut plus être modifié.' })).toBeVisible()
})

test('a large picture is cropped in the browser to an exact 1600×900 JPEG under 500 Ko, which the server accepts', async ({
  page,
  browser,
  request,
}) => {
  await freshMember(page, browser, 'Cyrielle', 'active')
  await page.goto('/project-submit?type=feedback')
  // A busy 2400×1800 PNG (gradients and grain, like a photo): too tall for 16:9 and about 8 Mo;
  // at its best JPEG quality its 1600×900 crop is still over 500 Ko, so the quality steps down.
  const width = 2400
  const height = 1800
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = (x * 7919 + y * 104729) % 61
      const at = (y * width + x) * 3
      pixels[at] = (x / 10 + grain) % 256
      pixels[at + 1] = (y / 8 + grain) % 256
      pixels[at + 2] = ((x + y) / 14 + grain) % 256
    }
  }
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
  expect(photo.length).toBeGreaterThan(500 * 1024)
  await page.getByLabel(/^Image principale/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo })
  await expect(page.getByText('Image trop lourde (≤ 500 Ko)')).toBeVisible()

  const cropper = page.getByRole('region', { name: 'Ajuster l’image au format 1600×900' })
  await cropper.getByLabel('Recadrer : l’image remplit le cadre, ses bords sont coupés').check()
  await expect(cropper.getByRole('img', { name: 'Aperçu de l’image ajustée' })).toBeVisible()
  const slider = cropper.getByLabel('Déplacer le cadre (de haut en bas)')
  await slider.focus()
  await page.keyboard.press('Home')
  await expect(slider).toHaveValue('0')
  await cropper.getByRole('button', { name: 'Utiliser cette image' }).click()
  await expect(page.getByText('Image enregistrée avec succès !')).toBeVisible()
  await expect(page.getByText('Image trop lourde (≤ 500 Ko)')).toHaveCount(0)
  await expect(cropper).toHaveCount(0)

  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const stored = await request.get('/api/project-hero-images?sort=-createdAt&limit=1&depth=0', { headers })
  const image = (
    (await stored.json()) as { docs: { width: number; height: number; filesize: number; mimeType: string }[] }
  ).docs[0]
  expect(image).toMatchObject({ width: 1600, height: 900, mimeType: 'image/jpeg' })
  expect(image.filesize).toBeLessThanOrEqual(500 * 1024)
})

test('the owner edits a project still pending from its page; the admin sees the latest version and what changed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await freshMember(page, browser, 'Paule', 'active')
  await page.goto('/project-submit?type=feedback')
  await fillCommonFields(page, 'Facturo en attente e2e')
  await page.getByLabel('Ce que je cherche').fill('Des retours sur la page de prix')
  await page.getByLabel(/J’accepte la charte/).check()
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page).toHaveURL(/\/p\/facturo-en-attente-e2e[\w-]*$/)
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)

  // Pending: no request to send, the project is edited straight away.
  const manage = page.getByRole('region', { name: 'Gérer mon projet' })
  await expect(manage.getByRole('button', { name: 'Envoyer la demande' })).toHaveCount(0)
  await manage.getByRole('link', { name: 'Modifier mon projet' }).click()
  await expect(page).toHaveURL(`/project-submit?modifier=${encodeURIComponent(slug)}`)
  await page.getByLabel('Titre du projet').fill('Facturo corrigé avant modération')
  await page.getByLabel(/J’accepte la charte/).check()
  await page.getByRole('button', { name: 'Renvoyer mon projet' }).click()
  await expect(page).toHaveURL(new RegExp(`/p/${slug}$`))
  await expect(page.getByTestId('project-banner')).toHaveText('En attente de validation/modération.')
  await expect(page.getByRole('heading', { level: 1, name: 'Facturo corrigé avant modération' })).toBeVisible()

  const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await signInToAdmin(admin, ADMIN_EMAIL, '/admin/projets')
  const sheet = await projectSheetOnBoard(admin, 'Facturo corrigé avant modération')
  const edits = sheet.getByRole('note', { name: 'Modifié par le porteur' })
  await expect(edits).toContainText('Titre : « Facturo en attente e2e » → « Facturo corrigé avant modération »')
  await admin.setViewportSize({ width: 1280, height: 900 })
  await expect(edits).toBeVisible()
})
