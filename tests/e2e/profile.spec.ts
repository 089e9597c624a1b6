import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Browser, type Cookie, type Page } from '@playwright/test'
import sharp from 'sharp'

import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { emailsSoFar, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'
import { activeMembersThroughScreens, pauseInCandidatures, signUpThroughScreens } from './helpers/throughScreens'

const ACTIVE = 'camille.durand@tryb.local'

/** A real little PNG, made here, as a member's phone would give one. */
const photo = async () => ({
  name: 'ma-photo.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer(),
})

/** A member of this test's own, signed up and confirmed through the screens (the waiting list), signed in. */
async function freshMember(page: Page, browser: Browser, request: APIRequestContext, firstName: string) {
  const stamp = Date.now()
  const person = { firstName, lastName: 'Essai', email: `${firstName.toLowerCase()}.${stamp}@exemple.fr` }
  await signUpThroughScreens(browser, person)
  await signInWithPassword(page, person.email)
  await expect(page).toHaveURL(/\/welcome$/)
  // Its id, read back: the deletion e-mail links to it.
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const found = await request.get(`/api/members?where[email][equals]=${encodeURIComponent(person.email)}&depth=0`, {
    headers,
  })
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  return { ...person, id }
}

/** The active member's session, opened once for the tests that use it (sign-ins are rate-limited). */
let activeSession: Cookie[] = []

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await signInWithPassword(page, ACTIVE)
  await expect(page).toHaveURL(/\/dashboard$/)
  activeSession = await context.cookies()
  await context.close()
})

async function openProfileAsActiveMember(page: Page) {
  await page.context().addCookies(activeSession)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon profil')
}

test('a signed-out visitor is sent to sign in, with the way back to the profile', async ({ page }) => {
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/)
  // The data export is guarded the same way.
  await page.goto('/profile/export')
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/)
})

test('an active member edits the profile with a photo, saves, and finds it all after a reload', async ({ page }) => {
  test.setTimeout(60_000)
  await openProfileAsActiveMember(page)
  await expect(page.getByText('Actif', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tryb — accueil' })).toHaveAttribute('href', '/dashboard')

  const bio = page.getByLabel('Bio')
  const newBio = 'Je simplifie la compta des indépendants, et je teste une offre de formation.'
  await bio.fill(newBio)
  await expect(page.getByText(`${newBio.length}/140`)).toBeVisible()
  await bio.fill('a'.repeat(141))
  await expect(page.getByText('141/140')).toBeVisible()
  await bio.fill(newBio)

  const sectors = page.getByRole('group', { name: 'Secteurs' })
  await expect(sectors.getByRole('checkbox', { name: 'Finance' })).toBeChecked()
  await sectors.getByText('Finance', { exact: true }).click()
  await sectors.getByText('Formation', { exact: true }).click()
  await expect(sectors.getByRole('checkbox', { name: 'Finance' })).not.toBeChecked()
  await expect(sectors.getByRole('checkbox', { name: 'Formation' })).toBeChecked()

  // Zones are named in French (no "America/…" left), chosen by that name.
  const zones = page.getByLabel('Fuseau horaire')
  const names = await zones.locator('option').allTextContents()
  expect(names.length).toBeGreaterThan(300)
  expect(names.filter((name) => /^[A-Z][a-z]+\/[A-Z]/.test(name))).toEqual([])
  await zones.selectOption({ label: 'Toronto — heure de l’Est nord-américain' })
  await page.getByLabel('Profil Instagram').fill('instagram.com/atelier.compta')
  await page.getByLabel('Abonnés Instagram').fill('830')

  await page.getByLabel('Photo de profil').setInputFiles(await photo())
  const preview = page.getByRole('img', { name: 'Aperçu de ta nouvelle photo' })
  await expect(preview).toBeVisible()
  await expect(preview).toHaveAttribute('src', /^blob:/)

  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Profil mis à jour ✅' })
  await expect(toast).toContainText('Tes modifications ont été enregistrées.')
  await expect(page.getByLabel('Profil Instagram')).toHaveValue('https://instagram.com/atelier.compta')

  await page.reload()
  await expect(page.getByLabel('Bio')).toHaveValue(newBio)
  await expect(page.getByText(`${newBio.length}/140`)).toBeVisible()
  await expect(sectors.getByRole('checkbox', { name: 'Formation' })).toBeChecked()
  await expect(sectors.getByRole('checkbox', { name: 'SaaS' })).toBeChecked()
  await expect(sectors.getByRole('checkbox', { name: 'Finance' })).not.toBeChecked()
  await expect(page.getByLabel('Fuseau horaire')).toHaveValue('America/Toronto')
  // The member's own zone comes first, then France's.
  await expect(zones.locator('option').nth(0)).toHaveText('Toronto — heure de l’Est nord-américain')
  await expect(zones.locator('option').nth(1)).toHaveText('Paris (France métropolitaine)')
  await expect(page.getByLabel('Profil Instagram')).toHaveValue('https://instagram.com/atelier.compta')
  await expect(page.getByLabel('Abonnés Instagram')).toHaveValue('830')
  await expect(page.getByText('Ton profil est complet.')).toBeVisible()

  // The saved photo, resized by the server and served to its member.
  const saved = page.getByRole('img', { name: 'Ta photo de profil' })
  await expect(saved).toHaveAttribute('src', /^\/api\/avatars\/file\/.+\.png$/)
  await expect.poll(() => saved.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256)

  // Completeness is the profile rule's, on what is saved: without a bio, the page says what is missing.
  await page.getByLabel('Bio').fill('')
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click()
  // Already active: nothing about an activation.
  await expect(page.getByText('Pour compléter ton profil, il manque :')).toBeVisible()
  await expect(page.getByText(/accélérer ton activation/)).toHaveCount(0)
  await expect(page.getByTestId('profile-missing').getByRole('listitem')).toHaveText(['ta bio'])
  await page.getByLabel('Bio').fill(newBio)
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click()
  await expect(page.getByText('Ton profil est complet.')).toBeVisible()
})

test('a photo that is too large or not an image is refused in French, and nothing typed is lost', async ({ page }) => {
  await openProfileAsActiveMember(page)
  const typed = 'Une bio tapée avant de choisir une photo.'
  await page.getByLabel('Bio').fill(typed)

  const field = page.getByLabel('Photo de profil')
  const big = await photo()
  await field.setInputFiles({
    ...big,
    name: 'lourde.png',
    buffer: Buffer.concat([big.buffer, Buffer.alloc(5 * 1024 * 1024)]),
  })
  const alert = page.getByRole('alert').filter({ hasText: 'Fichier trop volumineux' })
  await expect(alert).toContainText('La photo doit faire moins de 5 MB.')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('img', { name: 'Aperçu de ta nouvelle photo' })).toHaveCount(0)

  await field.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Ceci est un texte, pas une photo.\n'),
  })
  await expect(page.getByRole('alert').filter({ hasText: 'Format non accepté' })).toContainText(
    'La photo doit être au format JPG, PNG ou WEBP.',
  )
  await expect(page.getByLabel('Bio')).toHaveValue(typed)

  // A refused bio keeps what was typed and says why, beside the field.
  await page.getByLabel('Bio').fill('b'.repeat(150))
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click()
  await expect(page.getByText('Ta bio doit faire 140 caractères au plus.')).toBeVisible()
  await expect(page.getByLabel('Bio')).toHaveValue('b'.repeat(150))
  await expect(page.getByLabel('Bio')).toBeFocused()
})

test('the member downloads all their data as a JSON file', async ({ page }) => {
  await openProfileAsActiveMember(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger mes données' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^tryb-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown> & {
    member: Record<string, unknown>
  }
  expect(data.member.email).toBe(ACTIVE)
  expect(data.member).not.toHaveProperty('hash')
  expect(data.member).not.toHaveProperty('sessions')
  expect(data.member).not.toHaveProperty('admin_notes')
  for (const key of ['projects', 'votes', 'declared_actions', 'referrals', 'points_ledger', 'avatars']) {
    expect(Array.isArray(data[key]), key).toBe(true)
  }
})

test('the export is limited per member: past five an hour, a French 429 with Retry-After', async ({
  page,
  browser,
}) => {
  // An active member of its own: the limit counts per member, and the shared one downloads elsewhere.
  test.setTimeout(180_000)
  const stamp = Date.now()
  const email = `exporte.${stamp}@exemple.fr`
  await activeMembersThroughScreens(browser, [{ firstName: 'Exporte', lastName: `Essai${stamp}`, email }])
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  // Fetched from the page, as the browser sends its session cookie with the download.
  const exportOnce = () =>
    page.evaluate(async () => {
      const answer = await fetch('/profile/export')
      return {
        status: answer.status,
        type: answer.headers.get('content-type') ?? '',
        retryAfter: Number(answer.headers.get('retry-after')),
        text: answer.status === 429 ? await answer.text() : '',
      }
    })
  for (let index = 0; index < 5; index++) {
    const answer = await exportOnce()
    expect(answer.status).toBe(200)
    expect(answer.type).toContain('application/json')
  }
  const refused = await exportOnce()
  expect(refused.status).toBe(429)
  expect(refused.retryAfter).toBeGreaterThan(0)
  expect(refused.text).toMatch(
    /^Trop de demandes : tu as déjà téléchargé tes données plusieurs fois\. Réessaie dans \d+ minutes?\.$/m,
  )
})

test('a waitlist member asks for the deletion of their account; the admins are told', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const member = await freshMember(page, browser, request, 'Partante')
  const before = await emailsSoFar()
  await page.goto('/profile')
  await expect(page.getByText('En attente', { exact: true })).toBeVisible()
  // Waiting for activation: a complete profile speeds it up, and the page says so.
  await expect(page.getByText('Pour compléter ton profil (et accélérer ton activation), il manque :')).toBeVisible()
  // Not active: the logo leads home.
  await expect(page.getByRole('link', { name: 'Tryb — accueil' })).toHaveAttribute('href', '/')

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
  await expect(page.getByText('Confirmer la demande de suppression de ton compte ?')).toBeFocused()
  await page.getByRole('button', { name: 'Annuler' }).click()
  await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeFocused()
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
  await page.getByRole('button', { name: 'Oui, supprimer mon compte' }).click()
  const recorded =
    /^Ta demande de suppression de compte a été enregistrée le \d{2}\/\d{2}\/\d{4}\. Elle sera traitée sous 30 jours, comme le prévoit la charte\.$/
  await expect(page.getByRole('status').filter({ hasText: 'Ta demande de suppression' })).toHaveText(recorded)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Ta demande de suppression' })).toHaveText(recorded)
  await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toHaveCount(0)

  const email = await waitForEmail(ADMIN_EMAIL, /^Demande de suppression de compte : Partante Essai$/, before)
  expect(email.text).toContain(member.email)
  expect(email.text).toContain(`/admin/candidatures?onglet=toutes&membre=${member.id}`)
  expect(email.text).not.toContain('/admin/collections/')
})

test('an inactive member cannot open the profile', async ({ page, browser, request }) => {
  test.setTimeout(180_000)
  const member = await freshMember(page, browser, request, 'Pausee')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon profil')

  // The team pauses the account from "Candidatures".
  await pauseInCandidatures(browser, member)
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Mon profil')
  await page.goto('/profile/export')
  await expect(page).toHaveURL(/\/login/)
})

test('at 360 px the page fits the screen and works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await openProfileAsActiveMember(page)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)

  // A sector tag is a checkbox: reached with Tab, toggled with Space.
  const design = page.getByRole('group', { name: 'Secteurs' }).getByRole('checkbox', { name: 'Design' })
  const wasChecked = await design.isChecked()
  await design.focus()
  await page.keyboard.press('Space')
  await expect(design).toBeChecked({ checked: !wasChecked })
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
})
