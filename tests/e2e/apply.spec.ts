import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'
import { type ParsedMail, simpleParser } from 'mailparser'

import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'

// The spinner and the progress bar animate; the 2 s analysis wait is not an animation and stays.
test.use({ reducedMotion: 'reduce' })

let counter = 0
const newAddress = (label: string) => `${label}.${Date.now()}.${++counter}@exemple.fr`

const nextButton = (page: Page) => page.getByRole('button', { name: 'Suivant' })

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Étape ${step} sur 5`, { exact: true })).toBeVisible()
  await expect(page.getByTestId('apply-percent')).toHaveText(`${step * 20} %`)
  await expect(page.getByRole('progressbar', { name: 'Progression de la candidature' })).toHaveAttribute(
    'aria-valuenow',
    String(step * 20),
  )
  await expect(page.getByRole('heading', { level: 2, name: `Étape ${step} sur 5 : ${title}` })).toBeVisible()
}

type Answers = { lastName: string; firstName: string; email: string }

/** Fills the five steps with valid answers, ticking the charter from its dialog. */
async function fillApplication(page: Page, { lastName, firstName, email }: Answers) {
  await page.getByLabel('Nom', { exact: true }).fill(lastName)
  await page.getByLabel('Prénom', { exact: true }).fill(firstName)
  await page.getByLabel('E-mail professionnel').fill(email)
  await nextButton(page).click()
  await page.getByLabel('Abonnés Instagram').fill('800')
  await nextButton(page).click()
  await page.getByLabel('Lien de ton projet ou de ton MVP').fill('https://mon-projet.fr')
  await nextButton(page).click()
  await page.getByLabel('Ton statut professionnel').selectOption('Salarié·e')
  await page.getByRole('checkbox', { name: "J'aimerais donner plus de visibilité à mon projet" }).check()
  await nextButton(page).click()
  await page.getByRole('button', { name: 'Lire la charte' }).click()
  await page.getByRole('dialog', { name: 'Charte' }).getByRole('button', { name: "J'ai compris" }).click()
  await expect(page.getByRole('checkbox', { name: /J’accepte la charte/ })).toBeChecked()
}

/** The .eml files the app's outbox wrote for one address (the job runs every 2 s). */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const mailDir = process.env.MAIL_DIR
  expect(mailDir, 'scripts/e2e.ts gives the server a MAIL_DIR').toBeTruthy()
  const files = (await readdir(mailDir!)).filter((file) => file.endsWith('.eml'))
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(mailDir!, file)))))
  return mails.filter(
    (mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address),
  )
}

const hasNoSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test('an applicant goes through the five steps, is told the application is saved and receives an e-mail', async ({
  page,
  request,
}) => {
  const email = newAddress('lea.martin')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/apply')
  await expect(page).toHaveTitle('Candidature — Tryb')
  await expect(page.getByRole('heading', { level: 1, name: 'Rejoindre la Tryb' })).toBeVisible()
  const next = nextButton(page)
  const back = page.getByRole('button', { name: 'Retour' })

  // Step 1 — identity. "Suivant" moves on only from a valid step: pressed on an empty one, it
  // shows every message of the step and takes the focus to the first field. No way back yet.
  await expectStep(page, 1, 'Identité')
  await expect(page.getByText('Une seule candidature par personne est acceptée.')).toBeVisible()
  await expect(back).toHaveCount(0)
  await expect(next).toBeEnabled()
  const lastName = page.getByLabel('Nom', { exact: true })
  await lastName.focus()
  await lastName.blur()
  await expect(page.getByText('Indique ton nom.')).toBeVisible()
  await expect(lastName).toHaveAttribute('aria-invalid', 'true')
  await expect(lastName).toHaveAccessibleDescription('Indique ton nom.')
  await expect(page.getByText('Indique ton prénom.')).toHaveCount(0)
  await next.focus()
  await page.keyboard.press('Enter')
  await expectStep(page, 1, 'Identité')
  await expect(page.getByText('Indique ton prénom.')).toBeVisible()
  await expect(page.getByText('Indique ton adresse e-mail.')).toBeVisible()
  await expect(lastName).toBeFocused()
  await lastName.fill('Martin')
  await expect(page.getByText('Indique ton nom.')).toHaveCount(0)
  await page.getByLabel('Prénom', { exact: true }).fill('Léa')
  const address = page.getByLabel('E-mail professionnel')
  await expect(address).toHaveAttribute('type', 'email')
  await address.fill('lea@')
  await address.blur()
  await expect(page.getByText('Cette adresse e-mail n’est pas valide.')).toBeVisible()
  await next.click()
  await expectStep(page, 1, 'Identité')
  await expect(address).toBeFocused()
  // Typed with spaces and capitals: stored trimmed and lowercased.
  await address.fill(`  ${email.toUpperCase()} `)
  await next.click()

  // Step 2 — networks, with the live audience indicator.
  await expectStep(page, 2, 'Réseaux professionnels')
  await expect(page.getByRole('heading', { level: 2, name: /^Étape 2 sur 5/ })).toBeFocused()
  await expect(page.getByText('Il faut au moins 500 relations, abonnés ou amis sur l’un de ces réseaux.')).toBeVisible()
  const indicator = page.locator('#apply-audience')
  await expect(indicator).toHaveText('Critère non atteint')
  await page.getByLabel('Relations LinkedIn').fill('499')
  await page.getByLabel('Amis Facebook').fill('beaucoup')
  await expect(indicator).toHaveText('Critère non atteint')
  // Under the minimum on every network, "Suivant" says so on the counts and stays on the step.
  await next.click()
  await expectStep(page, 2, 'Réseaux professionnels')
  const audienceError = page.locator('#apply-audience-error')
  await expect(audienceError).toHaveText('Il faut au moins 500 relations, abonnés ou amis sur l’un de ces réseaux.')
  await expect(page.getByLabel('Relations LinkedIn')).toBeFocused()
  // Each count is marked invalid and reads the message once.
  for (const count of ['Relations LinkedIn', 'Abonnés Instagram', 'Amis Facebook']) {
    await expect(page.getByLabel(count)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(count)).toHaveAccessibleDescription(
      'Il faut au moins 500 relations, abonnés ou amis sur l’un de ces réseaux.',
    )
  }
  await page.getByLabel('Abonnés Instagram').fill('1 200')
  await expect(audienceError).toHaveCount(0)
  await expect(page.getByLabel('Relations LinkedIn')).not.toHaveAttribute('aria-invalid')
  await expect(indicator).toHaveText('Critère atteint')
  const linkedin = page.getByLabel('Lien LinkedIn')
  await linkedin.fill('lea')
  await linkedin.blur()
  await expect(page.getByText('Ce lien n’est pas valide (exemple : https://monprojet.fr).')).toBeVisible()
  await next.click()
  await expect(linkedin).toBeFocused()
  // One link rule everywhere: "https://" is added when missing.
  await linkedin.fill('linkedin.com/in/lea-martin')
  await next.click()

  // Step 3 — the project link, with its check mark; "Retour" keeps every answer.
  await expectStep(page, 3, 'Projet en cours')
  await back.click()
  await expectStep(page, 2, 'Réseaux professionnels')
  await expect(page.getByLabel('Abonnés Instagram')).toHaveValue('1 200')
  await expect(linkedin).toHaveValue('linkedin.com/in/lea-martin')
  await next.click()
  await expect(
    page.getByText('Un projet en cours est requis : même un MVP, une page de pré-inscription ou une démo suffit.'),
  ).toBeVisible()
  const project = page.getByLabel('Lien de ton projet ou de ton MVP')
  const checkMark = page.getByRole('img', { name: 'Lien valide' })
  await project.fill('mon-projet')
  await expect(checkMark).toHaveCount(0)
  await next.click()
  await expectStep(page, 3, 'Projet en cours')
  await expect(project).toBeFocused()
  await project.fill('lea-compta.fr')
  await expect(checkMark).toBeVisible()
  await expect(project).toHaveAccessibleDescription(/Lien valide/)
  await next.click()

  // Step 4 — status and motivations, the form's options.
  await expectStep(page, 4, 'Statut et motivations')
  const status = page.getByLabel('Ton statut professionnel')
  await expect(status.locator('option')).toHaveText([
    'Choisis ton statut',
    'Salarié·e',
    'En reconversion',
    'Au chômage',
    'Porteur·se de projet',
  ])
  const motivations = page.getByRole('group', { name: 'Tes motivations' }).getByRole('checkbox')
  await expect(motivations).toHaveCount(3)
  await expect(page.getByRole('group', { name: 'Tes motivations' })).toContainText(
    "J'ai un projet avancé que j'aimerais testerJ'aimerais donner plus de visibilité à mon projetJ'ai une idée que je voudrais challenger avec la communauté Tryb",
  )
  await next.click()
  await expect(page.getByText('Choisis ton statut professionnel.')).toBeVisible()
  await expect(page.getByText('Choisis au moins une motivation.')).toBeVisible()
  await expect(status).toBeFocused()
  await status.selectOption('En reconversion')
  await next.click()
  await expectStep(page, 4, 'Statut et motivations')
  await expect(motivations.first()).toBeFocused()
  await page.getByRole('checkbox', { name: "J'ai un projet avancé que j'aimerais tester" }).check()
  await page.getByRole('checkbox', { name: "J'ai une idée que je voudrais challenger avec la communauté Tryb" }).check()
  await next.click()

  // Step 5 — the charter: "J'ai compris" ticks the box.
  await expectStep(page, 5, 'Engagement')
  await expect(next).toHaveCount(0)
  const charterBox = page.getByRole('checkbox', { name: /J’accepte la charte/ })
  await expect(charterBox).not.toBeChecked()
  const submit = page.getByRole('button', { name: 'Envoyer ma candidature' })
  await submit.click()
  await expect(page.getByText('Tu dois accepter la charte pour envoyer ta candidature.')).toBeVisible()
  await page.getByRole('button', { name: 'Lire la charte' }).click()
  const dialog = page.getByRole('dialog', { name: 'Charte' })
  // Numbered and named as on /charte, the points commitment ("Entraide") included.
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    '2. Confidentialité',
    '3. Respect et bienveillance',
    '4. Entraide',
    '5. Propriété intellectuelle des idées',
    '6. Demandes de visibilité',
    '8. Modération et sanctions',
  ])
  await dialog.getByRole('button', { name: "J'ai compris" }).click()
  await expect(dialog).toBeHidden()
  await expect(charterBox).toBeChecked()
  await expect(page.getByText('Tu dois accepter la charte pour envoyer ta candidature.')).toHaveCount(0)

  // The loading screen, then the success screen about 2 s after the save.
  await submit.click()
  const analysing = page.getByRole('heading', { name: 'Analyse de ta candidature en cours…' })
  await expect(analysing).toBeVisible()
  const analysingSince = Date.now()
  const saved = page.getByRole('heading', { name: 'Ta candidature est enregistrée' })
  await expect(saved).toBeVisible()
  expect(Date.now() - analysingSince).toBeGreaterThanOrEqual(1_500)
  await expect(analysing).toHaveCount(0)
  await expect(saved).toBeFocused()
  await expect(
    page.getByText('Si tu fais partie des 50 membres fondateurs, nous te contacterons par e-mail.'),
  ).toBeVisible()

  // Stored on the waiting list, with the score the server computed: 30 + 40 + 20 + 10.
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const found = await request.get(`/api/members?where[email][equals]=${encodeURIComponent(email)}`, { headers })
  const docs = ((await found.json()) as { docs: Record<string, unknown>[] }).docs
  expect(docs).toEqual([
    expect.objectContaining({
      email,
      last_name: 'Martin',
      first_name: 'Léa',
      status: 'waitlist',
      application_status: 'waitlist',
      source: 'landing /apply',
      score: 100,
      accepts_charter: true,
      professional_status: 'En reconversion',
      motivations: ['test_advanced_project', 'challenge_idea'],
      linkedin_url: 'https://linkedin.com/in/lea-martin',
      linkedin_count: 499,
      instagram_count: 1200,
      facebook_count: 0,
      project_url: 'https://lea-compta.fr/',
    }),
  ])

  // The acknowledgement, delivered by the running app's outbox.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000, intervals: [1_000] }).toBe(1)
  const [mail] = await mailsTo(email)
  expect(mail?.subject).toBe('Ta candidature à la Tryb est bien enregistrée')
  expect(mail?.text).toContain('Bonjour Léa,')
  // The review delay the rules promise, as /apply says it.
  expect(mail?.text).toContain('te répond par e-mail sous 72 h')

  await page.getByRole('link', { name: 'Retour à l’accueil' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ensemble, plus forts.')
})

test('an e-mail that already applied is told when step 1 is left, with a way to sign in', async ({ page }) => {
  await page.goto('/apply')
  // A waitlist member of the seed, typed in capitals.
  await page.getByLabel('Nom', { exact: true }).fill('Petit')
  await page.getByLabel('Prénom', { exact: true }).fill('Sarah')
  const address = page.getByLabel('E-mail professionnel')
  await address.fill('Sarah.Petit@tryb.local')
  await nextButton(page).click()

  const toast = page.getByRole('alert').filter({ hasText: 'Email déjà utilisé' })
  await expect(toast).toContainText('Une candidature existe déjà avec cet email.')
  // Still on the step of the e-mail, the field says why and has the focus, the answers as typed.
  await expectStep(page, 1, 'Identité')
  await expect(address).toBeFocused()
  await expect(address).toHaveValue('Sarah.Petit@tryb.local')
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(address).toHaveAccessibleDescription('Une candidature existe déjà avec cet email.')
  await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Petit')

  // The toast has a close button.
  await toast.getByRole('button', { name: 'Fermer la notification' }).click()
  await expect(toast).toHaveCount(0)

  // Another address goes on.
  await address.fill(newAddress('sarah.petit'))
  await expect(address).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toHaveCount(0)
  await nextButton(page).click()
  await expectStep(page, 2, 'Réseaux professionnels')
})

test('an address that applies meanwhile is still refused by the submission, every answer kept', async ({
  page,
  request,
}) => {
  const email = newAddress('meanwhile')
  await page.goto('/apply')
  await fillApplication(page, { lastName: 'Entre', firstName: 'Temps', email })
  // The same address applies from elsewhere between step 1 and the submission.
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  await createThroughApi(request, headers, 'members', memberData(email, 'Autre', 'Onglet', 'waitlist'))
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'Email déjà utilisé' })).toBeVisible()
  await expectStep(page, 1, 'Identité')
  const address = page.getByLabel('E-mail professionnel')
  await expect(address).toHaveValue(email)
  await expect(address).toHaveAccessibleDescription('Une candidature existe déjà avec cet email.')

  // Another address, and every later step is still filled: straight to the end.
  await address.fill(newAddress('meanwhile.bis'))
  for (const step of [2, 3, 4, 5]) {
    await nextButton(page).click()
    await expectStep(
      page,
      step,
      ['Réseaux professionnels', 'Projet en cours', 'Statut et motivations', 'Engagement'][step - 2]!,
    )
  }
  await expect(page.getByRole('checkbox', { name: /J’accepte la charte/ })).toBeChecked()
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(page.getByRole('heading', { name: 'Ta candidature est enregistrée' })).toBeVisible()
})

test('a failure on the way to the server gives the generic error and keeps the form', async ({ page }) => {
  await page.goto('/apply')
  await fillApplication(page, { lastName: 'Roux', firstName: 'Hugo', email: newAddress('hugo.roux') })
  // The server action is a POST to the page itself: make it fail as a broken network would.
  await page.route('**/apply', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()))
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()

  const toast = page.getByRole('alert').filter({ hasText: 'Erreur' })
  await expect(toast).toContainText('Une erreur est survenue. Réessaye plus tard.')
  await expect(page.getByRole('heading', { name: 'Analyse de ta candidature en cours…' })).toHaveCount(0)
  await expectStep(page, 5, 'Engagement')
  await expect(page.getByRole('checkbox', { name: /J’accepte la charte/ })).toBeChecked()

  // Once the network is back, the same answers go through.
  await page.unroute('**/apply')
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(page.getByRole('heading', { name: 'Ta candidature est enregistrée' })).toBeVisible()
})

test('on a 360 px phone every step fits the screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/apply')
  const next = nextButton(page)
  expect(await hasNoSidewaysScroll(page)).toBe(true)

  await page.getByLabel('Nom', { exact: true }).fill('Nguyen')
  await page.getByLabel('Prénom', { exact: true }).fill('Thomas')
  await page.getByLabel('E-mail professionnel').fill(newAddress('thomas.nguyen'))
  await next.click()
  await page.getByLabel('Relations LinkedIn').fill('2500')
  await expect(page.locator('#apply-audience')).toHaveText('Critère atteint')
  expect(await hasNoSidewaysScroll(page)).toBe(true)
  await next.click()
  await page
    .getByLabel('Lien de ton projet ou de ton MVP')
    .fill('https://thomas-nguyen-conseil.fr/une/adresse/assez/longue')
  await expect(page.getByRole('img', { name: 'Lien valide' })).toBeVisible()
  expect(await hasNoSidewaysScroll(page)).toBe(true)
  await next.click()
  await page.getByLabel('Ton statut professionnel').selectOption('Porteur·se de projet')
  await page.getByRole('checkbox', { name: "J'ai une idée que je voudrais challenger avec la communauté Tryb" }).check()
  expect(await hasNoSidewaysScroll(page)).toBe(true)
  await next.click()
  await page.getByRole('button', { name: 'Lire la charte' }).click()
  const dialog = page.getByRole('dialog', { name: 'Charte' })
  await expect(dialog.getByRole('button', { name: "J'ai compris" })).toBeInViewport()
  await dialog.getByRole('button', { name: "J'ai compris" }).click()
  expect(await hasNoSidewaysScroll(page)).toBe(true)
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(page.getByRole('heading', { name: 'Ta candidature est enregistrée' })).toBeVisible()
  expect(await hasNoSidewaysScroll(page)).toBe(true)
})
