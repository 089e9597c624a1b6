import { expect, test } from '@playwright/test'

import { isFirstWeek } from '../../src/domain/members/onboarding'
import { semesterStanding, standingVerdict } from '../../src/domain/points/standing'
import { COMMUNITY_TIME_ZONE } from '../../src/domain/timeZones'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'

const currentPeriod = () => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: COMMUNITY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date())
  const year = parts.find((part) => part.type === 'year')!.value
  const month = Number(parts.find((part) => part.type === 'month')!.value)
  return `${year}-S${month <= 6 ? 1 : 2}`
}

test('an active member’s dashboard: points from the ledger, projects, actions, score, tip', async ({
  page,
  request,
}) => {
  const email = 'ines.lefebvre@tryb.local'
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const found = await request.get(`/api/members?where[email][equals]=${email}`, { headers })
  const member = ((await found.json()) as { docs: { id: number; activated_at: string | null }[] }).docs[0]
  const ledger = await request.get(`/api/points-ledger?where[member][equals]=${member.id}&limit=200`, { headers })
  const credits = ((await ledger.json()) as { docs: { points: number; period: string }[] }).docs
  const expected = credits
    .filter((credit) => credit.period === currentPeriod())
    .reduce((sum, credit) => sum + credit.points, 0)

  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon dashboard')
  await expect(page.getByText('Bienvenue Inès !')).toBeVisible()
  // For an active member the logo leads back to the dashboard.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tryb — accueil' })).toHaveAttribute(
    'href',
    '/dashboard',
  )
  // Seeded members are activated when the seed runs: they need the threshold's pro rata share.
  const standing = semesterStanding({
    points: expected,
    threshold: 78,
    activatedAt: member.activated_at,
    now: new Date(),
  })
  await expect(page.getByTestId('period-points')).toHaveText(`${expected} point${expected < 2 ? '' : 's'}`)
  await expect(page.getByTestId('score')).toContainText(`${expected} / ${standing.required}`)
  // In the member's first week the score card says what that week asks instead of a verdict.
  if (isFirstWeek(member.activated_at, new Date()) && !standing.reached) {
    await expect(page.getByTestId('first-week-goal')).toHaveText(/^Ta première semaine : vise \d+ points?/)
  } else {
    await expect(page.getByText(standingVerdict(standing))).toBeVisible()
  }
  await expect(page.getByText(/\d+ jours? restants? dans le semestre\./)).toBeVisible()
  // A member whose visibility project of this month is seeded is told so, and led to the feedback tab.
  const limited = (await page.getByTestId('visibility-limit').count()) > 0
  await expect(page.getByRole('link', { name: 'Nouveau projet' })).toHaveAttribute(
    'href',
    limited ? '/project-submit?type=feedback' : '/project-submit',
  )
  await expect(page.getByTestId('weekly-tip')).not.toBeEmpty()

  // The filter of recent actions keeps only what it names.
  await page.getByRole('navigation', { name: 'Filtrer mes actions' }).getByRole('link', { name: 'Validées' }).click()
  await expect(page).toHaveURL(/actions=valid$/)
  const badges = page.getByTestId('recent-actions').locator('tbody tr td:nth-child(4)')
  if ((await badges.count()) > 0) await expect(badges).toHaveText(Array(await badges.count()).fill('Validé'))
})

test('an invitation is e-mailed with a link to /apply that carries it, and counted', async ({ page }) => {
  test.setTimeout(90_000)
  const before = await emailsSoFar()
  await signInWithPassword(page, 'thomas.nguyen@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  const left = page.getByTestId('invitations-left')
  const remaining = Number((await left.textContent())!.split(' ')[0])
  const panel = page.locator('section[aria-labelledby="invitations-title"]')

  await panel.getByRole('button', { name: 'Inviter' }).click()
  await expect(panel.getByRole('alert')).toHaveText('Email requis — Veuillez entrer un email.')
  await panel.getByLabel('E-mail de la personne à inviter').fill('camille.durand@tryb.local')
  await panel.getByRole('button', { name: 'Inviter' }).click()
  await expect(panel.getByRole('alert')).toContainText('Déjà membre')

  const invitee = `invitee.${Date.now()}@exemple.fr`
  await panel.getByLabel('E-mail de la personne à inviter').fill(invitee)
  await panel.getByRole('button', { name: 'Inviter' }).click()
  await expect(panel.getByRole('status')).toHaveText(`Invitation envoyée — Une invitation a été envoyée à ${invitee}.`)
  await expect(left).toHaveText(`${remaining - 1} sur 5 restantes ce semestre`)
  await expect(panel.getByRole('list', { name: 'Invitations envoyées' })).toContainText(invitee)
  // One status word for an invitation in every panel: "En attente" here and in the recent actions.
  await expect(
    panel.getByRole('list', { name: 'Invitations envoyées' }).getByRole('listitem').filter({ hasText: invitee }),
  ).toContainText('En attente')
  await page.reload()
  await expect(page.getByTestId('recent-actions').getByRole('row').filter({ hasText: invitee })).toContainText(
    'En attente',
  )

  const mail = await waitForEmail(invitee, /t’invite à rejoindre la Tryb/, before)
  const link = new URL(linkIn(mail))
  expect(link.pathname).toBe('/apply')
  expect(link.searchParams.get('ref')).toMatch(/^[\w-]{16}$/)
})

test('the dashboard is for active members only', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/)
  await signInWithPassword(page, 'lea.moreau@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/$/)

  // A waitlist member is sent to /welcome with a notice.
  await signInWithPassword(page, 'julie.roux@tryb.local')
  await expect(page).toHaveURL(/\/welcome$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/welcome\?notice=waitlist$/)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    "Ton compte n'est pas encore activé. Dès activation, le dashboard sera accessible.",
  )
})
