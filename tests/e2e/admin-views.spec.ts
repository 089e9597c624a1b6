import { expect, test } from '@playwright/test'

import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { expectNoViolationsInEachTest } from './helpers/csp'

expectNoViolationsInEachTest()

/**
 * The moderation views: "En retard" and each pending item's wait, the sort by age kept in the
 * address, Payload's breadcrumb and page header, and a bulk accept of two applicants. Fixtures are
 * fresh rows written through the admin's REST API, dated far in the past so they open the "oldest
 * first" lists whatever the seed holds.
 */
const stamp = Date.now()
const LONG_AGO = '2020-01-06T08:00:00.000Z'
const fixtures = { action: 0, project: 0, projectTitle: `Projet en retard ${stamp}`, applicants: [] as number[] }
const APPLICANTS = [
  { email: `groupe.a.${stamp}@tryb.local`, first: 'Gaëlle', last: `Groupe${stamp}` },
  { email: `groupe.b.${stamp}@tryb.local`, first: 'Gilles', last: `Groupe${stamp}` },
]

test.beforeAll(async ({ request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const owner = await createThroughApi(
    request,
    headers,
    'members',
    memberData(`retard.${stamp}@tryb.local`, 'Rita', 'Retard', 'active'),
  )
  const project = await createThroughApi(request, headers, 'projects', {
    title: fixtures.projectTitle,
    summary: 'Un résumé de projet suffisamment long pour passer la validation.',
    request_type: 'feedback',
    primary_target: 'Solopreneurs',
    status: 'pending',
    owner: owner.id,
    createdAt: LONG_AGO,
  })
  fixtures.project = project.id
  const supported = await createThroughApi(request, headers, 'projects', {
    title: `Projet soutenu ${stamp}`,
    summary: 'Un résumé de projet suffisamment long pour passer la validation.',
    request_type: 'feedback',
    primary_target: 'Solopreneurs',
    status: 'published',
    owner: owner.id,
  })
  const action = await createThroughApi(request, headers, 'declared-actions', {
    member: owner.id,
    project: supported.id,
    action_type: 'like',
    url: `https://www.linkedin.com/feed/update/urn:li:activity:${stamp}`,
    status: 'pending',
    createdAt: LONG_AGO,
  })
  fixtures.action = action.id
  for (const person of APPLICANTS) {
    const member = await createThroughApi(request, headers, 'members', {
      ...memberData(person.email, person.first, person.last, 'waitlist'),
      source: 'landing /apply',
      score: 70,
    })
    fixtures.applicants.push(member.id)
  }
})

test('declared actions: breadcrumb, "En retard" and the sort by age in the address', async ({ page }) => {
  await signInToAdmin(page, ADMIN_EMAIL, '/admin/interactions?statut=pending')
  await expect(page.locator('.step-nav')).toContainText("Déclarations d'actions")
  await expect(page.locator('header.list-header').getByRole('heading', { level: 1 })).toHaveText(
    "Déclarations d'actions",
  )
  const sort = page.getByRole('navigation', { name: 'Trier' })
  await sort.getByRole('link', { name: 'Plus anciens d’abord' }).click()
  await expect(page).toHaveURL(/ordre=anciens/)
  await expect(sort.getByRole('link', { name: 'Plus anciens d’abord' })).toHaveAttribute('aria-current', 'true')
  const first = page.locator('tbody tr').first()
  await expect(first).toHaveAttribute('data-testid', `action-${fixtures.action}`)
  await expect(first).toContainText('En retard')
  await expect(first).toContainText(/\d+ j/)
})

test('pending projects: "En retard" and the oldest first', async ({ page }) => {
  await signInToAdmin(page, ADMIN_EMAIL, '/admin/projets')
  await expect(page.locator('.step-nav')).toContainText('Administration des projets')
  await page
    .getByRole('navigation', { name: 'Trier les projets en attente' })
    .getByRole('link', { name: 'Plus anciens d’abord' })
    .click()
  await expect(page).toHaveURL(/\/admin\/projets\?ordre=anciens/)
  const first = page.locator('section[aria-labelledby="projets-en-attente"] tbody tr').first()
  await expect(first).toHaveAttribute('data-testid', `pending-project-${fixtures.project}`)
  await expect(first).toContainText('En retard')
})

test('applications: a bulk accept of two applicants, each outcome said', async ({ page }) => {
  test.setTimeout(120_000)
  await signInToAdmin(page, ADMIN_EMAIL, '/admin/candidatures')
  await expect(page.locator('.step-nav')).toContainText('Gestion des candidatures')
  // Nothing selected: the bulk acts cannot be clicked.
  await expect(page.getByRole('button', { name: 'Accepter la sélection' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Mettre en pause la sélection' })).toBeDisabled()
  for (const person of APPLICANTS) {
    await page.getByRole('checkbox', { name: `Sélectionner ${person.first} ${person.last}` }).check()
  }
  await expect(page.getByRole('status').filter({ hasText: 'sélectionnées' })).toHaveText('2 candidatures sélectionnées')
  await page.getByRole('button', { name: 'Accepter la sélection' }).click()
  // The act asks first, with the count.
  const question = page.getByRole('dialog')
  await expect(question).toContainText('Accepter 2 candidatures ?')
  await question.getByRole('button', { name: 'Confirmer' }).click()
  const results = page.getByRole('heading', { name: /^Résultat :/ })
  const confirm = page.getByRole('button', { name: /^Accepter quand même/ })
  await expect(results).toBeVisible()
  // The seeded community may already be full: the admin confirms, as in the single decision.
  if (await confirm.isVisible()) await confirm.click()
  await expect(results).toHaveText('Résultat : 2 décisions appliquées')
  for (const person of APPLICANTS) {
    await expect(page.getByRole('listitem').filter({ hasText: `${person.first} ${person.last}` })).toContainText(
      'Membre activé & email envoyé ✅',
    )
  }
  // Each decided row stays in place, marked, with "Annuler"; undoing one puts it back on the waiting list.
  for (const id of fixtures.applicants) await expect(page.getByTestId(`applicant-${id}`)).toContainText('Acceptée')
  const [first] = APPLICANTS
  const firstRow = page.getByTestId(`applicant-${fixtures.applicants[0]}`)
  await firstRow.getByRole('button', { name: `Annuler la décision : ${first.first} ${first.last}` }).click()
  await expect(firstRow.getByRole('status')).toHaveText('Décision annulée.')
  await expect(firstRow.getByRole('checkbox', { name: `Sélectionner ${first.first} ${first.last}` })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId(`applicant-${fixtures.applicants[0]}`)).toContainText('En attente')
  await expect(page.getByTestId(`applicant-${fixtures.applicants[1]}`)).toHaveCount(0)

  await page
    .getByRole('navigation', { name: 'Trier les candidatures' })
    .getByRole('link', { name: 'Meilleur score d’abord' })
    .click()
  await expect(page).toHaveURL(/tri=score/)
})
