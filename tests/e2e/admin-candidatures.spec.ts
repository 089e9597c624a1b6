import { expect, type Page, test } from '@playwright/test'

import { ADMIN_EMAIL, MARKETING_EMAIL, staffHeaders } from './helpers/api'
import { createThroughApi, memberData, openModerationView, signInToAdmin } from './helpers/admin'
import { emailsSoFar, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'
import { expectNoViolationsInEachTest } from './helpers/csp'

// The admin's screens (moderation views, their sheets and dialogs, edit forms) run under the policy.
expectNoViolationsInEachTest()

/**
 * /admin/candidatures: the admin reviews two fresh applicants (written through the admin's
 * REST API as /apply leaves them), accepts one — who can then use the dashboard — and pauses
 * the other. Seed counts are never assumed: tabs are read, and a full community is confirmed.
 */
const stamp = Date.now()
const ACCEPTED = { email: `acceptee.${stamp}@tryb.local`, first: 'Adèle', last: `Acceptée${stamp}` }
const PAUSED = { email: `pause.${stamp}@tryb.local`, first: 'Paolo', last: `Pause${stamp}` }
const ids = { accepted: 0, paused: 0, referrer: '' }

test.beforeAll(async ({ request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const referrer = await createThroughApi<{ id: number; email: string }>(
    request,
    headers,
    'members',
    memberData(`marraine.${stamp}@tryb.local`, 'Marine', 'Marraine', 'active'),
  )
  ids.referrer = referrer.email
  for (const [key, person] of [
    ['accepted', ACCEPTED],
    ['paused', PAUSED],
  ] as const) {
    const member = await createThroughApi(request, headers, 'members', {
      ...memberData(person.email, person.first, person.last, 'waitlist'),
      source: 'landing /apply',
      score: 64,
      motivations: ['more_visibility'],
      linkedin_url: 'https://www.linkedin.com/in/candidate-e2e',
      linkedin_count: 850,
      project_url: 'https://projet-e2e.fr',
      bio: 'Je fabrique des carnets en papier recyclé.',
      sectors: ['Design', 'E-commerce'],
    })
    ids[key] = member.id
  }
  await createThroughApi(request, headers, 'referrals', {
    member: referrer.id,
    referee_email: ACCEPTED.email,
    referee: ids.accepted,
    code: `e2e-${stamp}`,
    status: 'pending',
  })
})

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Candidatures par statut' })

/** The count a tab shows, e.g. "En attente (12)" → 12. */
async function tabCount(page: Page, label: string) {
  const text = await tabs(page)
    .getByRole('link', { name: new RegExp(`^${label} \\(`) })
    .textContent()
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1])
}

/** Opens an applicant's sheet from the keyboard: the name is the row's button. */
async function openSheet(page: Page, person: { first: string; last: string }) {
  const button = page.getByRole('button', { name: new RegExp(`^${person.first} ${person.last}`) })
  await expect(button).toBeEnabled()
  await button.focus()
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('dialog', { name: `${person.first} ${person.last}` })
  await expect(sheet).toBeVisible()
  return { sheet, button }
}

/** "Accepter", confirming when the community is already full (other specs add members). */
async function accept(page: Page, sheet: ReturnType<Page['getByRole']>) {
  await sheet.getByRole('button', { name: 'Accepter', exact: true }).click()
  // The toast (the decided row, kept in place, says it too).
  const toast = page.getByRole('region', { name: /^Notifications/ }).getByText('Membre activé & email envoyé ✅')
  const confirm = sheet.getByRole('button', { name: 'Accepter quand même' })
  await expect(toast.or(confirm)).toBeVisible()
  if (await confirm.isVisible()) {
    await expect(sheet.getByRole('alert')).toContainText('Toutes les places sont prises')
    await confirm.click()
  }
  await expect(toast).toBeVisible()
}

test('the admin accepts one applicant, who reaches the dashboard, and pauses another', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await signInToAdmin(page, ADMIN_EMAIL)
  await openModerationView(page, 'Candidatures')
  await expect(page).toHaveURL(/\/admin\/candidatures$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des candidatures' })).toBeVisible()
  await expect(tabs(page).getByRole('link', { name: /^En attente \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
  const waiting = await tabCount(page, 'En attente')
  const accepted = await tabCount(page, 'Acceptées')
  const paused = await tabCount(page, 'En pause')
  expect(await tabCount(page, 'Toutes')).toBe(waiting + accepted + paused)

  const row = page.getByTestId(`applicant-${ids.accepted}`)
  await expect(row).toContainText(ACCEPTED.email)
  await expect(row).toContainText('64')
  await expect(row).toContainText('Candidature (/apply)')
  await expect(row).toContainText('En attente')

  // The sheet: every field, Escape closes it and gives focus back to the row.
  const { sheet, button } = await openSheet(page, ACCEPTED)
  await expect(sheet).toContainText('850 relations')
  await expect(sheet).toContainText("J'aimerais donner plus de visibilité à mon projet")
  await expect(sheet.getByRole('link', { name: 'https://projet-e2e.fr' })).toHaveAttribute('rel', /noopener/)
  await expect(sheet).toContainText(`Marine Marraine (${ids.referrer})`)
  await expect(sheet).toContainText('E-mail confirméNon')
  // What the member is told speeds up activation: their profile.
  await expect(sheet).toContainText('BioJe fabrique des carnets en papier recyclé.')
  await expect(sheet).toContainText('SecteursDesign, E-commerce')
  await expect(sheet).toContainText('PhotoAucune')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(button).toBeFocused()

  const seen = await emailsSoFar()
  const reopened = await openSheet(page, ACCEPTED)
  await reopened.sheet.getByRole('textbox', { name: /Notes internes/ }).fill('Dossier solide, accepté en e2e')
  await accept(page, reopened.sheet)
  await expect(reopened.sheet).toBeHidden()
  // The decided row stays in place, marked, with its undo, until the list is loaded again.
  const decidedRow = page.getByTestId(`applicant-${ids.accepted}`)
  await expect(decidedRow).toContainText('Acceptée')
  await expect(
    decidedRow.getByRole('button', { name: `Annuler la décision : ${ACCEPTED.first} ${ACCEPTED.last}` }),
  ).toBeVisible()
  await expect.poll(() => tabCount(page, 'En attente')).toBe(waiting - 1)

  await tabs(page)
    .getByRole('link', { name: /^Acceptées/ })
    .click()
  await expect(page).toHaveURL(/\?onglet=acceptees$/)
  await expect(page.getByTestId(`applicant-${ids.accepted}`)).toContainText('Actif')
  // A decided application offers no action any more.
  const decided = await openSheet(page, ACCEPTED)
  await expect(decided.sheet.getByRole('button', { name: 'Accepter', exact: true })).toHaveCount(0)
  await expect(decided.sheet).toContainText('Dossier solide, accepté en e2e')
  await decided.sheet.getByRole('button', { name: 'Fermer la fiche' }).click()

  // The activation e-mail, and the dashboard is open to the new member.
  const email = await waitForEmail(ACCEPTED.email, /ton compte est actif/, seen)
  expect(email.text).toContain(`Bonjour ${ACCEPTED.first},`)
  expect(email.text).toMatch(/\/auth\/callback\?token=/)
  const memberContext = await browser.newContext()
  const memberPage = await memberContext.newPage()
  await signInWithPassword(memberPage, ACCEPTED.email)
  await expect(memberPage).toHaveURL(/\/dashboard$/)
  await memberContext.close()

  // Pause the other one.
  await tabs(page)
    .getByRole('link', { name: /^En attente/ })
    .click()
  const other = await openSheet(page, PAUSED)
  await other.sheet.getByRole('button', { name: 'Mettre en pause' }).click()
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Membre mis en pause ✅')).toBeVisible()
  await expect(page.getByTestId(`applicant-${ids.paused}`)).toContainText('En pause')
  await tabs(page)
    .getByRole('link', { name: /^En pause/ })
    .click()
  await expect(page.getByTestId(`applicant-${ids.paused}`)).toContainText('Inactif')
})

test('a marketing user opening /admin/candidatures is refused, a visitor sent to the login', async ({
  page,
  browser,
}) => {
  await signInToAdmin(page, MARKETING_EMAIL, '/admin/candidatures')
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)

  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/admin/candidatures')
  await expect(visitorPage).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fcandidatures$/)
  await visitor.close()
})
