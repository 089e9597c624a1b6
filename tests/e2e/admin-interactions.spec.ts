import { expect, test } from '@playwright/test'

import { ADMIN_EMAIL, MARKETING_EMAIL, password, saveGlobal, staffHeaders } from './helpers/api'
import { createThroughApi, memberData, openModerationView, signInToAdmin } from './helpers/admin'
import { deliveredEmails } from './helpers/mail'
import { signInWithPassword } from './helpers/session'
import { expectNoViolationsInEachTest } from './helpers/csp'

// The admin's screens (moderation views, their sheets and dialogs, edit forms) run under the policy.
expectNoViolationsInEachTest()

/**
 * /admin/interactions: the admin validates one declared action and rejects another with a
 * reason, and the member sees both on /contributions. Fixtures are fresh rows written through
 * the admin's REST API, never the seed's.
 */
const stamp = Date.now()
const MEMBER_EMAIL = `declarant.${stamp}@tryb.local`
const REASON = `Le partage n’apparaît pas sur ton profil (${stamp}).`
const fixtures = {
  member: 0,
  validated: { id: 0, title: '' },
  rejected: { id: 0, title: '' },
  undone: { id: 0, title: '' },
  reasoned: { id: 0, title: '' },
}

test.beforeAll(async ({ request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const member = await createThroughApi(
    request,
    headers,
    'members',
    memberData(MEMBER_EMAIL, 'Dora', 'Déclarante', 'active'),
  )
  const owner = await createThroughApi(
    request,
    headers,
    'members',
    memberData(`porteuse.${stamp}@tryb.local`, 'Pia', 'Porteuse', 'active'),
  )
  fixtures.member = member.id
  const letters = { validated: 'A', rejected: 'B', undone: 'C', reasoned: 'D' } as const
  const types = { validated: 'comment', rejected: 'share', undone: 'like', reasoned: 'comment' } as const
  for (const key of ['validated', 'rejected', 'undone', 'reasoned'] as const) {
    const title = `Projet à soutenir ${letters[key]} ${stamp}`
    const project = await createThroughApi(request, headers, 'projects', {
      title,
      summary: 'Un résumé de projet suffisamment long pour passer la validation.',
      request_type: 'feedback',
      primary_target: 'Solopreneurs',
      status: 'published',
      owner: owner.id,
    })
    const action = await createThroughApi(request, headers, 'declared-actions', {
      member: member.id,
      project: project.id,
      action_type: types[key],
      url: `https://www.linkedin.com/feed/update/urn:li:activity:${stamp}${letters[key]}`,
      status: 'pending',
    })
    fixtures[key] = { id: action.id, title }
  }
})

test('the admin validates one action and rejects another with a reason; the member sees both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  await signInToAdmin(page, ADMIN_EMAIL)
  await openModerationView(page, "Déclarations d'actions")
  await expect(page).toHaveURL(/\/admin\/interactions$/)
  await expect(page.getByRole('heading', { level: 1, name: "Déclarations d'actions" })).toBeVisible()

  const filters = page.getByRole('navigation', { name: 'Filtrer par statut' })
  await expect(filters.getByRole('link', { name: 'Toutes' })).toHaveAttribute('aria-current', 'page')
  await filters.getByRole('link', { name: 'En attente' }).click()
  await expect(page).toHaveURL(/\?statut=en-attente$/)
  await expect(filters.getByRole('link', { name: 'En attente' })).toHaveAttribute('aria-current', 'page')

  const validatedRow = page.getByTestId(`action-${fixtures.validated.id}`)
  const rejectedRow = page.getByTestId(`action-${fixtures.rejected.id}`)
  await expect(validatedRow).toContainText('Dora Déclarante')
  await expect(validatedRow).toContainText(MEMBER_EMAIL)
  await expect(validatedRow).toContainText('Commentaire')
  await expect(validatedRow).toContainText('En attente')
  await expect(validatedRow.getByRole('link', { name: fixtures.validated.title })).toHaveAttribute('href', /^\/p\//)
  const declaredLink = validatedRow.getByRole('link', { name: /Ouvrir le lien/ })
  await expect(declaredLink).toHaveAttribute('href', new RegExp(`activity:${stamp}A$`))
  await expect(declaredLink).toHaveAttribute('rel', /noopener/)

  // Valider: the row stays in place, marked, with "Annuler" (the next row does not slide under the pointer).
  await validatedRow.getByRole('button', { name: 'Valider' }).click()
  await expect(validatedRow.getByRole('status')).toHaveText('Action validée ✅')
  await expect(validatedRow).toContainText('Validée')
  await expect(validatedRow.getByRole('button', { name: /^Annuler la décision/ })).toBeVisible()
  await expect(validatedRow.getByRole('button', { name: 'Valider' })).toHaveCount(0)

  // Rejeter: a dialog asking for the reason, which is required; Escape closes it.
  const rejectButton = rejectedRow.getByRole('button', { name: 'Rejeter', exact: true })
  await rejectButton.click()
  const dialog = page.getByRole('dialog', { name: 'Rejeter l’action' })
  await expect(dialog).toBeVisible()
  const reason = dialog.getByRole('textbox', { name: /Motif du refus/ })
  await expect(reason).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(rejectButton).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Rejeter l’action' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez saisir un motif de refus')
  await expect(reason).toBeFocused()
  await reason.fill(REASON)
  await dialog.getByRole('button', { name: 'Rejeter l’action' }).click()
  await expect(rejectedRow.getByRole('status')).toHaveText('Action rejetée')
  await expect(dialog).toBeHidden()
  await expect(rejectedRow).toContainText('Rejetée')
  // Still there after the server's list was drawn again without them (the pending filter).
  await page.waitForTimeout(1_000)
  await expect(validatedRow).toContainText('Validée')

  // Each now sits under its own filter.
  await filters.getByRole('link', { name: 'Validées' }).click()
  await expect(page).toHaveURL(/\?statut=validees$/)
  await expect(page.getByTestId(`action-${fixtures.validated.id}`)).toContainText('Validé (manuel)')
  await expect(page.getByTestId(`action-${fixtures.validated.id}`).getByRole('button')).toHaveCount(0)
  await filters.getByRole('link', { name: 'Rejetées' }).click()
  const rejected = page.getByTestId(`action-${fixtures.rejected.id}`)
  await expect(rejected).toContainText('Rejeté')
  await expect(rejected.getByText(`Motif : ${REASON}`)).toBeVisible()

  // The member's side.
  const memberContext = await browser.newContext()
  const memberPage = await memberContext.newPage()
  await signInWithPassword(memberPage, MEMBER_EMAIL)
  await expect(memberPage).toHaveURL(/\/dashboard$/)
  await memberPage.goto('/contributions')
  const rows = memberPage.getByTestId('contributions-table').locator('tbody tr')
  await expect(rows.filter({ hasText: fixtures.validated.title })).toContainText('Validé')
  await expect(rows.filter({ hasText: fixtures.validated.title })).toContainText('+3 pts')
  await expect(rows.filter({ hasText: fixtures.rejected.title })).toContainText('Rejeté')
  await expect(rows.filter({ hasText: fixtures.rejected.title })).toContainText(`Motif : ${REASON}`)
  await memberContext.close()

  // The REST API refuses the same change to a member: PATCH /api/declared-actions/:id → 403.
  const login = await request.post('/api/members/login', { data: { email: MEMBER_EMAIL, password } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const patch = await request.patch(`/api/declared-actions/${fixtures.rejected.id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { status: 'validated_manual' },
  })
  expect(patch.status()).toBe(403)
})

test('"Annuler" after "Valider" puts the action back to pending, with its points reversed in the ledger', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await signInToAdmin(page, ADMIN_EMAIL, '/admin/interactions?statut=en-attente')
  const row = page.getByTestId(`action-${fixtures.undone.id}`)
  await row.getByRole('button', { name: 'Valider' }).click()
  await expect(row.getByRole('status')).toHaveText('Action validée ✅')
  // The undo is offered for at least ten seconds.
  await page.waitForTimeout(10_500)
  await row.getByRole('button', { name: /^Annuler la décision/ }).click()
  await expect(row.getByRole('status')).toHaveText('Décision annulée.')
  await expect(row.getByRole('button', { name: 'Valider' })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId(`action-${fixtures.undone.id}`)).toContainText('En attente')

  // The ledger keeps the credit and adds its reversal: nothing deleted, nothing earned.
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const ledger = await request.get(`/api/points-ledger?where[member][equals]=${fixtures.member}&sort=id&depth=0`, {
    headers,
  })
  expect(ledger.status()).toBe(200)
  const { docs } = (await ledger.json()) as { docs: { points: number; source_id: string }[] }
  const ofUndone = docs.filter(
    ({ source_id }) => source_id === String(fixtures.undone.id) || source_id.startsWith(`${fixtures.undone.id}/`),
  )
  expect(ofUndone.map(({ points, source_id }) => ({ points, source_id }))).toEqual([
    { points: 1, source_id: String(fixtures.undone.id) },
    { points: -1, source_id: `${fixtures.undone.id}/annulation/0` },
  ])
  const audit = await request.get(
    `/api/audit-log?where[target_collection][equals]=declared-actions&where[target_id][equals]=${fixtures.undone.id}&sort=id&depth=0`,
    { headers },
  )
  const entries = ((await audit.json()) as { docs: { action: string }[] }).docs.map((entry) => entry.action)
  expect(entries).toEqual(['declared-action.validated_manual', 'declared-action.undone'])
})

test('a ready-made reason, added to the rules by an admin, is picked when rejecting and reaches the member', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const rules = (await (await request.get('/api/globals/rules?depth=0', { headers })).json()) as {
    refusal_reasons?: { reason: string }[]
  }
  const readyMade = `Lien privé : l’équipe ne peut pas voir ton action (${stamp}).`
  await saveGlobal(
    request,
    'rules',
    { refusal_reasons: [...(rules.refusal_reasons ?? []).map(({ reason }) => ({ reason })), { reason: readyMade }] },
    ADMIN_EMAIL,
  )

  await signInToAdmin(page, ADMIN_EMAIL, '/admin/interactions?statut=en-attente')
  const row = page.getByTestId(`action-${fixtures.reasoned.id}`)
  await row.getByRole('button', { name: 'Rejeter', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Rejeter l’action' })
  const reasons = dialog.getByRole('group', { name: 'Motifs prêts à l’emploi' })
  await reasons.getByRole('button', { name: readyMade }).click()
  await expect(dialog.getByRole('textbox', { name: /Motif du refus/ })).toHaveValue(readyMade)
  await dialog.getByRole('button', { name: 'Rejeter l’action' }).click()
  await expect(row.getByRole('status')).toHaveText('Action rejetée')

  // The member reads that reason in the e-mail ("Ton action n’a pas été validée") and on /contributions.
  await expect(async () => {
    const received = (await deliveredEmails()).filter(
      (email) => email.to.includes(MEMBER_EMAIL) && /pas été validée/.test(email.subject),
    )
    expect(received.filter((email) => email.text.includes(readyMade))).toHaveLength(1)
  }).toPass({ timeout: 60_000 })
  const memberContext = await browser.newContext()
  const memberPage = await memberContext.newPage()
  await signInWithPassword(memberPage, MEMBER_EMAIL)
  await expect(memberPage).toHaveURL(/\/dashboard$/)
  await memberPage.goto('/contributions')
  const rows = memberPage.getByTestId('contributions-table').locator('tbody tr')
  await expect(rows.filter({ hasText: fixtures.reasoned.title })).toContainText(`Motif : ${readyMade}`)
  await memberContext.close()
})

test('a marketing user opening /admin/interactions is refused', async ({ page }) => {
  await signInToAdmin(page, MARKETING_EMAIL, '/admin/interactions')
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible()
  await expect(page.getByText("Vous n'avez pas les permissions d'accès à cette page")).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Modération' })).toHaveCount(0)
})

test('a signed-out visitor is sent to the admin login, then back', async ({ page }) => {
  await page.goto('/admin/interactions')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Finteractions$/)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(ADMIN_EMAIL)
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/interactions$/)
  await expect(page.getByRole('heading', { level: 1, name: "Déclarations d'actions" })).toBeVisible()
})

test('the admin finds the e-mails in the moderation menu (no failure in the demo data)', async ({ page }) => {
  await signInToAdmin(page, ADMIN_EMAIL)
  await openModerationView(page, 'Envois')
  await expect(page).toHaveURL(/\/admin\/envois$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Envois' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Filtrer par état' }).getByRole('link', { name: 'En échec' }).click()
  await expect(page).toHaveURL(/\/admin\/envois\?etat=echec$/)
  await expect(page.getByText('Aucun e-mail pour ces filtres.')).toBeVisible()
})
