import { expect, type Page, test } from '@playwright/test'

import { exposureWeekLabel, parisWeekMonday } from '../../src/domain/weeks'
import { adminHydrated, createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, MARKETING_EMAIL, staffHeaders } from './helpers/api'
import { expectNoViolationsInEachTest } from './helpers/csp'
import { emailsSoFar, waitForEmail } from './helpers/mail'

// The admin home runs under the same policy as the other admin screens.
expectNoViolationsInEachTest()

/**
 * The admin home: "À traiter" with late items seeded past their delays, the amplification calendar,
 * the members at risk, the week's activity, the menu's "Modération" group first with its badges,
 * and each queue's link into its view already filtered. Marketing users keep Payload's plain home.
 * Fixtures are fresh rows written over the admin's REST API.
 */
const stamp = Date.now()
const HOUR = 60 * 60 * 1000
const ago = (hours: number) => new Date(stamp - hours * HOUR).toISOString()
const RITA_EMAIL = `cockpit.declarant.${stamp}@tryb.local`
const titles = {
  lateFeedback: `Feedback en retard ${stamp}`,
  lateVisibility: `Visibilité en retard ${stamp}`,
  scheduled: `Campagne planifiée ${stamp}`,
}

test.beforeAll(async ({ request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const owner = await createThroughApi(
    request,
    headers,
    'members',
    memberData(`cockpit.porteur.${stamp}@tryb.local`, 'Paul', 'Porteur', 'active'),
  )
  const declarer = await createThroughApi(request, headers, 'members', {
    ...memberData(RITA_EMAIL, 'Rita', 'Risque', 'active'),
    // Past her first two weeks: "Membres à risque" leaves newcomers out (the seed's members are new).
    activated_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString(),
  })
  const project = (title: string, type: 'visibility' | 'feedback', status: string, extra: object = {}) =>
    createThroughApi(request, headers, 'projects', {
      title,
      summary: 'Un résumé de projet suffisamment long pour passer la validation.',
      request_type: type,
      primary_target: 'Solopreneurs',
      // What the submission form asks, as a pending project has it.
      project_url: 'https://exemple.fr/mvp',
      company_links: { website: 'https://exemple.fr' },
      feedback_request: type === 'feedback' ? 'Vos retours sur le parcours d’inscription.' : undefined,
      payment_commitment: type === 'visibility',
      ethics_accepted: true,
      status,
      owner: owner.id,
      ...extra,
    })
  // Past their delays: 24 h for a feedback project, 48 h for a visibility request and an action.
  await project(titles.lateFeedback, 'feedback', 'pending', { createdAt: ago(30) })
  await project(titles.lateVisibility, 'visibility', 'pending', { createdAt: ago(60) })
  // Scheduling a visibility campaign needs its payment or an admin's audited waiver.
  const toSchedule = await project(titles.scheduled, 'visibility', 'approved')
  const scheduled = await request.patch(`/api/projects/${toSchedule.id}`, {
    headers,
    data: {
      status: 'scheduled',
      exposure_week_start: parisWeekMonday(new Date(), 1).toISOString(),
      payment_override_reason: 'Campagne offerte (test du cockpit).',
    },
  })
  expect(scheduled.status(), await scheduled.text()).toBe(200)
  const supported = await project(`Projet soutenu ${stamp}`, 'feedback', 'published')
  for (const [index, hours] of [50, 70].entries()) {
    await createThroughApi(request, headers, 'declared-actions', {
      member: declarer.id,
      project: supported.id,
      action_type: index === 0 ? 'like' : 'comment',
      url: `https://www.linkedin.com/feed/update/urn:li:activity:${stamp}${index}`,
      status: 'pending',
      createdAt: ago(hours),
    })
  }
  // A feedback a member reported: counted in "À traiter" and on the menu's badge.
  const feedback = await createThroughApi(request, headers, 'feedbacks', {
    project: supported.id,
    author: declarer.id,
    kind: 'idea',
    text: 'Un retour signalé par un membre, pour le cockpit.',
  })
  await createThroughApi(request, headers, 'feedback-reports', {
    feedback: feedback.id,
    member: owner.id,
    reason: 'Hors sujet pour ce projet.',
  })
})

const todo = (page: Page) => page.getByRole('region', { name: 'À traiter' })
const queueRow = (page: Page, label: string) => todo(page).getByRole('row').filter({ hasText: label })
const lateIn = async (page: Page, label: string) =>
  Number(/(\d+) en retard/.exec((await queueRow(page, label).textContent()) ?? '')?.[1] ?? 0)

test('the admin home shows the queues with their late items, the calendar, the members at risk and the activity', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInToAdmin(page, ADMIN_EMAIL)

  await expect(todo(page).getByRole('heading', { name: 'À traiter' })).toBeVisible()
  // The demo's seller (SIREN 000 000 000) is said first, with the way to the settings to fill in.
  const seller = todo(page).getByTestId('seller-placeholder')
  await expect(seller).toContainText('Les coordonnées du vendeur sont celles de la démonstration (SIREN 000 000 000')
  await expect(seller.getByRole('link')).toHaveAttribute('href', '/admin/globals/billing')
  for (const label of [
    'Projets en attente — visibilité',
    'Projets en attente — feedbacks',
    "Déclarations d'actions",
    'Candidatures',
    'Reportings à traiter',
  ]) {
    await expect(queueRow(page, label)).toBeVisible()
  }
  expect(await lateIn(page, 'Projets en attente — feedbacks')).toBeGreaterThanOrEqual(1)
  expect(await lateIn(page, 'Projets en attente — visibilité')).toBeGreaterThanOrEqual(1)
  expect(await lateIn(page, "Déclarations d'actions")).toBeGreaterThanOrEqual(2)
  await expect(queueRow(page, "Déclarations d'actions")).toContainText(/\d+ j/)
  await expect(queueRow(page, 'Candidatures')).toContainText('sans délai promis')

  const calendar = page.getByRole('region', { name: "Calendrier d'amplification" })
  await expect(calendar.getByRole('listitem').filter({ hasText: 'Cette semaine' }).first()).toBeVisible()
  const nextWeek = calendar.locator(`[data-week="${parisWeekMonday(new Date(), 1).toISOString().slice(0, 10)}"]`)
  await expect(nextWeek).toContainText(exposureWeekLabel(parisWeekMonday(new Date(), 1)))
  await expect(nextWeek.getByRole('link', { name: titles.scheduled })).toHaveAttribute(
    'href',
    /^\/admin\/collections\/projects\/\d+$/,
  )

  // Members past their first two weeks with fewer points than the semester asks, each with why, and "Relancer".
  const atRisk = page.getByRole('region', { name: 'Membres à risque' })
  const rita = atRisk.getByRole('row').filter({ hasText: 'Rita Risque' })
  await expect(rita.getByRole('link', { name: 'Rita Risque' })).toHaveAttribute(
    'href',
    /^\/admin\/collections\/members\/\d+$/,
  )
  await expect(rita).toContainText(/Il manque \d+ points? sur \d+, \d+ jours? avant la clôture/)
  await expect(atRisk.getByRole('columnheader', { name: 'Jours restants' })).toBeVisible()
  const before = await emailsSoFar()
  await rita.getByRole('button', { name: 'Relancer Rita Risque' }).click()
  await expect(rita.getByRole('status')).toHaveText('Relance envoyée ✅')
  // The friendly reminder reaches her mailbox through the outbox.
  const reminder = await waitForEmail(RITA_EMAIL, /coup de pouce/, before)
  expect(reminder.text).toContain('Rita')
  await expect(rita.getByRole('button', { name: 'Relancer Rita Risque' })).toHaveCount(0)
  await page.reload()
  await expect(atRisk.getByRole('row').filter({ hasText: 'Rita Risque' })).toContainText('Relancé le')
  await expect(
    atRisk.getByRole('row').filter({ hasText: 'Rita Risque' }).getByRole('button', { name: 'Relancer Rita Risque' }),
  ).toHaveCount(0)
  const activity = page.getByRole('region', { name: 'Activité de la semaine' })
  await expect(activity).toContainText(/points? crédités?/)
  await expect(activity.getByRole('heading', { name: 'Dernières entrées du journal' })).toBeVisible()
  // The history in French, with names and links: the reminder just sent, by the admin.
  const history = activity.getByTestId('cockpit-history')
  await expect(history.getByRole('listitem').filter({ hasText: 'a relancé Rita Risque' })).toHaveCount(1)
  await expect(history.getByRole('link', { name: 'Rita Risque' }).first()).toHaveAttribute(
    'href',
    /^\/admin\/collections\/members\/\d+$/,
  )

  // The moderation views come first in the menu, each with its pending count.
  const toggle = page.getByRole('button', { name: 'Ouvrir Menu' })
  if (await toggle.isVisible()) await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Modération' })
  await expect(menu.getByRole('link', { name: /Déclarations d'actions/ })).toContainText(/\d+/)
  // Reported feedbacks are counted too: in "À traiter" and on their menu entry.
  const reportedRow = queueRow(page, 'Retours signalés')
  expect(Number(await reportedRow.locator('[data-cell="count"]').textContent())).toBeGreaterThanOrEqual(1)
  await expect(menu.getByRole('link', { name: /Retours signalés/ })).toContainText(/\d+/)
  const navOrder = await page.locator('nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  const firstModeration = navOrder.indexOf('/admin/projets')
  const firstCollection = navOrder.findIndex((href) => href?.startsWith('/admin/collections/'))
  expect(firstModeration).toBeGreaterThanOrEqual(0)
  expect(firstModeration).toBeLessThan(firstCollection)
})

test('each queue links into its view already filtered', async ({ page }) => {
  test.setTimeout(120_000)
  await signInToAdmin(page, ADMIN_EMAIL)
  await adminHydrated(page)

  await queueRow(page, 'Projets en attente — feedbacks').getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/projets\?type=feedback$/)
  const pending = page.getByRole('table', { name: 'Projets en attente' })
  await expect(pending).toContainText(titles.lateFeedback)
  await expect(pending).not.toContainText(titles.lateVisibility)

  await page.goto('/admin')
  await adminHydrated(page)
  await queueRow(page, 'Projets en attente — visibilité').getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/projets\?type=visibilite$/)
  await expect(page.getByRole('table', { name: 'Projets en attente' })).toContainText(titles.lateVisibility)

  await page.goto('/admin')
  await adminHydrated(page)
  await queueRow(page, "Déclarations d'actions").getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/interactions\?statut=en-attente$/)
  await expect(page.getByRole('heading', { level: 1, name: "Déclarations d'actions" })).toBeVisible()

  await page.goto('/admin')
  await adminHydrated(page)
  await queueRow(page, 'Candidatures').getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/candidatures$/)

  await page.goto('/admin')
  await adminHydrated(page)
  await queueRow(page, 'Reportings à traiter').getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/project-reports\?/)
})

test('a marketing user keeps the plain home: no cockpit, no moderation menu', async ({ page }) => {
  await signInToAdmin(page, MARKETING_EMAIL)
  await expect(page.getByRole('region', { name: 'À traiter' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Modération' })).toHaveCount(0)
  // Payload's dashboard: the cards of the site copy they edit.
  await expect(page.locator('a[href="/admin/globals/landing"]').first()).toBeVisible()
})
