import { expect, type Page, test } from '@playwright/test'

import { totpCodeAt } from '../../src/domain/auth/secondFactor'
import { createThroughApi, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { expectNoViolationsInEachTest } from './helpers/csp'

expectNoViolationsInEachTest()

/**
 * The staff second factor in a real browser: enrolment from "Mon compte" (QR code, first code,
 * recovery codes shown once), then the admin login asking for the code after the password; and
 * the setting that obliges admins, enrolling on the login screen itself. Each test uses a staff
 * account of its own, so the seeded ones keep signing in with their password alone.
 */
const stamp = Date.now()

async function newStaff(request: Parameters<typeof staffHeaders>[0], role: 'admin' | 'marketing', name: string) {
  const email = `${name}.${stamp}@tryb.local`
  await createThroughApi(request, await staffHeaders(request, ADMIN_EMAIL), 'users', {
    email,
    password,
    name,
    roles: [role],
  })
  return email
}

/** The code the phone would show `steps` periods from now (a step already used is refused). */
const codeIn = (secret: string, steps: number) => totpCodeAt(secret, Date.now() + steps * 30_000)

async function typePassword(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

test('a staff member enrols from Mon compte, then signs in with password then code', async ({
  page,
  browser,
  request,
}) => {
  const email = await newStaff(request, 'marketing', 'totp.compte')
  await signInToAdmin(page, email, '/admin/account')
  await expect(page.getByTestId('second-factor-status')).toHaveText('Non activée.')
  await page.getByRole('button', { name: 'Activer la double authentification' }).click()
  const qr = page.getByRole('img', { name: 'QR code à scanner avec ton application d’authentification' })
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()

  await page.getByRole('textbox', { name: 'Code de vérification' }).fill('000000')
  await page.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Code incorrect ou déjà utilisé.')

  await page.getByRole('textbox', { name: 'Code de vérification' }).fill(totpCodeAt(secret, Date.now()))
  await page.getByRole('button', { name: 'Confirmer' }).click()
  const codes = page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCode = (await codes.first().textContent())!.trim()
  await page.getByRole('button', { name: 'J’ai noté mes codes' }).click()
  await expect(page.getByTestId('second-factor-status')).toContainText('Activée le')
  await expect(page.getByTestId('second-factor-status')).toContainText('10 code(s) de secours')

  // A new browser: the password, then the code.
  const fresh = await browser.newContext()
  const login = await fresh.newPage()
  await typePassword(login, email)
  const codeField = login.getByRole('textbox', { name: 'Code de vérification' })
  await expect(codeField).toBeVisible()
  await expect(login).toHaveURL(/\/admin\/login/)
  const right = codeIn(secret, 1)
  await codeField.fill(right === '123456' ? '654321' : '123456')
  await login.getByRole('button', { name: 'Vérifier' }).click()
  await expect(login.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Code incorrect ou déjà utilisé.')
  await codeField.fill(right)
  await login.getByRole('button', { name: 'Vérifier' }).click()
  await expect(login).toHaveURL(/\/admin\/?$/)
  await fresh.close()

  // Another browser, with a recovery code instead of the phone.
  const other = await browser.newContext()
  const recovery = await other.newPage()
  await typePassword(recovery, email)
  await recovery.getByRole('textbox', { name: 'Code de vérification' }).fill(recoveryCode)
  await recovery.getByRole('button', { name: 'Vérifier' }).click()
  await expect(recovery).toHaveURL(/\/admin\/?$/)
  await recovery.goto('/admin/account')
  await expect(recovery.getByTestId('second-factor-status')).toContainText('9 code(s) de secours')
  await other.close()
})

test('with the setting on, an admin without a second factor enrols on the login screen', async ({ page, request }) => {
  const email = await newStaff(request, 'admin', 'totp.obligatoire')
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const setting = (on: boolean) =>
    request.post('/api/globals/staff-security', { headers, data: { second_factor_required_for_admins: on } })
  expect((await setting(true)).status()).toBe(200)
  try {
    await typePassword(page, email)
    await expect(page.getByText('La double authentification est obligatoire pour les administrateurs')).toBeVisible()
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
    await page.getByRole('textbox', { name: 'Code de vérification' }).fill(totpCodeAt(secret, Date.now()))
    await page.getByRole('button', { name: 'Activer et se connecter' }).click()
    await expect(page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')).toHaveCount(10)
    await page.getByRole('button', { name: 'J’ai noté mes codes, continuer' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
  } finally {
    expect((await setting(false)).status()).toBe(200)
  }
})

test('an admin resets a colleague’s second factor; the journal keeps it', async ({ page, request }) => {
  const email = await newStaff(request, 'marketing', 'totp.perdu')
  // The colleague enrols from their account screen.
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const found = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, { headers })
  const colleagueId = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  await signInToAdmin(page, email, '/admin/account')
  await page.getByRole('button', { name: 'Activer la double authentification' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByRole('textbox', { name: 'Code de vérification' }).fill(totpCodeAt(secret, Date.now()))
  await page.getByRole('button', { name: 'Confirmer' }).click()
  await page.getByRole('button', { name: 'J’ai noté mes codes' }).click()
  await page.context().clearCookies()

  await signInToAdmin(page, ADMIN_EMAIL, `/admin/collections/users/${colleagueId}`)
  await expect(page.getByTestId('second-factor-status')).toContainText('Activée le')
  await page.getByRole('button', { name: 'Réinitialiser la double authentification' }).click()
  await page.getByRole('textbox', { name: 'Pourquoi (gardé dans le journal)' }).fill('Téléphone perdu')
  await page.getByRole('button', { name: 'Confirmer la réinitialisation' }).click()
  await expect(page.getByTestId('second-factor-status')).toHaveText('Non activée.')

  const journal = await request.get(
    `/api/audit-log?where[action][equals]=second_factor_reset&where[target_id][equals]=${colleagueId}`,
    { headers },
  )
  expect(((await journal.json()) as { docs: { notes: string }[] }).docs.map((entry) => entry.notes)).toEqual([
    'Téléphone perdu',
  ])
  // The colleague signs in with the password alone again.
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
})
