import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test'

import { periodStart, type PeriodFilter } from '../../src/domain/declaredActions/memberDeclaredActions'
import { COMMUNITY_TIME_ZONE } from '../../src/domain/timeZones'
import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'

/**
 * /contributions with 48 declarations of a fresh active member, written through the admin's
 * REST API: 12 projects × the 4 action types (declarations are unique per member, project and
 * type), on three dates (an hour, 10 days and 40 days ago) and in every status, with ledger
 * credits for the validated ones.
 */
const MEMBER_EMAIL = `contributions.${Date.now()}@tryb.local`
const TYPES = ['like', 'comment', 'share', 'post'] as const
const HOUR = 3_600_000
const DAY = 24 * HOUR
const TOTAL = 48

type Seeded = { status: string; createdAt: Date; url: string }
const seeded: Seeded[] = []
let firstProjectSlug = ''

/** Where each of the 48 rows goes: statuses spread over the three dates, rejected ones 40 days old. */
function plan(index: number, now: number): { status: string; createdAt: Date } {
  if (index < 8) return { status: 'rejected', createdAt: new Date(now - 40 * DAY) }
  if (index < 16) return { status: 'validated_auto', createdAt: new Date(now - (index < 12 ? HOUR : 10 * DAY)) }
  if (index < 23) return { status: 'validated_manual', createdAt: new Date(now - (index < 20 ? 10 * DAY : 40 * DAY)) }
  return { status: 'pending', createdAt: new Date(now - (index < 43 ? HOUR : 10 * DAY)) }
}

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000)
  const api = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL })
  const headers = await staffHeaders(api, ADMIN_EMAIL)
  const member = await createThroughApi(
    api,
    headers,
    'members',
    memberData(MEMBER_EMAIL, 'Margaux', 'Contributrice', 'active'),
  )
  const owner = await createThroughApi(
    api,
    headers,
    'members',
    memberData(`porteur.${Date.now()}@tryb.local`, 'Paul', 'Porteur', 'active'),
  )
  const projects = []
  for (let index = 0; index < TOTAL / TYPES.length; index++) {
    projects.push(
      await createThroughApi(api, headers, 'projects', {
        title: `Projet soutenu ${index + 1}`,
        summary: 'Un résumé de projet suffisamment long pour passer la validation.',
        request_type: 'feedback',
        primary_target: 'Solopreneurs',
        status: 'published',
        owner: owner.id,
      }),
    )
  }
  firstProjectSlug = projects[0].slug ?? ''

  const now = Date.now()
  for (let index = 0; index < TOTAL; index++) {
    const { status, createdAt } = plan(index, now)
    const type = TYPES[index % TYPES.length]
    const url = `https://www.linkedin.com/feed/update/urn:li:activity:${900_000 + index}`
    await createThroughApi(api, headers, 'declared-actions', {
      member: member.id,
      project: projects[Math.floor(index / TYPES.length)].id,
      action_type: type,
      url,
      status,
      validation_notes: status === 'rejected' ? `Action n°${index} introuvable sous la publication.` : undefined,
      createdAt: createdAt.toISOString(),
    })
    // A validated action is credited by the collection's own hook (the rules' points for its type).
    seeded.push({ status, createdAt, url })
  }
  await api.dispose()
})

/** How many seeded rows a period keeps, by the same rule the page applies. */
const inPeriod = (period: PeriodFilter) => {
  const since = periodStart(period, new Date())
  return seeded.filter((row) => !since || row.createdAt >= since)
}

async function signIn(page: Page) {
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await panel.getByLabel('Ton e-mail').fill(MEMBER_EMAIL)
  await panel.getByLabel('Mot de passe', { exact: true }).fill(password)
  await panel.getByRole('button', { name: 'Se connecter' }).click()
}

let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

/** A page signed in as the member (one real sign-in for the file, then the saved cookie). */
async function memberPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, storageState, locale: 'fr-FR', timezoneId: COMMUNITY_TIME_ZONE })
  return context.newPage()
}

const table = (page: Page) => page.getByTestId('contributions-table')
const bodyRows = (page: Page) => table(page).locator('tbody tr')
const count = (page: Page) => page.getByTestId('contributions-count')
const filter = (page: Page, group: 'Période' | 'Statut', name: string) =>
  page.getByRole('group', { name: group }).getByRole('link', { name, exact: true })

test('signed out, the page sends to /login and back after signing in', async ({ page }) => {
  await page.goto('/contributions')
  await expect(page).toHaveURL(/\/login\?next=%2Fcontributions$/)
  await signIn(page)
  await expect(page).toHaveURL(/\/contributions$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contributions' })).toBeVisible()
  storageState = await page.context().storageState()
})

test('a waitlist member is sent to /welcome with the notice', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await panel.getByLabel('Ton e-mail').fill('karim.haddad@tryb.local')
  await panel.getByLabel('Mot de passe', { exact: true }).fill(password)
  await panel.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/welcome$/)
  await page.goto('/contributions')
  await expect(page).toHaveURL(/\/welcome\?notice=waitlist$/)
  await expect(
    page.getByText("Ton compte n'est pas encore activé. Dès activation, le dashboard sera accessible."),
  ).toBeVisible()
})

test.describe('signed in', () => {
  test.beforeEach(() => {
    expect(storageState, 'the sign-in test runs first').toBeDefined()
  })

  test('pages through 48 rows, 20 at a time, newest first, each row once', async ({ browser, baseURL }) => {
    const page = await memberPage(browser, baseURL)
    await page.goto('/contributions')
    await expect(count(page)).toHaveText(`${TOTAL} contributions · page 1 sur 3`)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByText('Précédent')).toHaveAttribute('aria-disabled', 'true')

    const seen: string[] = []
    const collect = async () => {
      const links = await table(page)
        .getByRole('link', { name: /^Voir/ })
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
      seen.push(...links)
      return links.length
    }
    expect(await collect()).toBe(20)

    await pagination.getByRole('link', { name: 'Suivant' }).click()
    await expect(page).toHaveURL(/\/contributions\?page=2$/)
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(count(page)).toHaveText(`${TOTAL} contributions · page 2 sur 3`)
    expect(await collect()).toBe(20)

    await pagination.getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/\/contributions\?page=3$/)
    await expect(bodyRows(page)).toHaveCount(8)
    expect(await collect()).toBe(8)
    await expect(pagination.getByText('Suivant')).toHaveAttribute('aria-disabled', 'true')

    // Every row once, in the order of their dates (the newest first).
    expect(new Set(seen).size).toBe(TOTAL)
    const dateOf = new Map(seeded.map((row) => [row.url, row.createdAt.getTime()]))
    const dates = seen.map((url) => dateOf.get(url) ?? NaN)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))

    await pagination.getByRole('link', { name: 'Précédent' }).click()
    await expect(page).toHaveURL(/\/contributions\?page=2$/)

    // A page past the end lands on the last one.
    await page.goto('/contributions?page=9')
    await expect(page).toHaveURL(/\/contributions\?page=3$/)
    await page.context().close()
  })

  test('each status filter, with points for validated rows only and the notes of rejected rows', async ({
    browser,
    baseURL,
  }) => {
    const page = await memberPage(browser, baseURL)
    await page.goto('/contributions')
    const statusCount = (status: (status: string) => boolean) => seeded.filter((row) => status(row.status)).length

    await filter(page, 'Statut', 'En attente').click()
    await expect(page).toHaveURL(/statut=en-attente/)
    await expect(filter(page, 'Statut', 'En attente')).toHaveAttribute('aria-current', 'true')
    const pending = statusCount((status) => status === 'pending')
    await expect(count(page)).toHaveText(`${pending} contributions · page 1 sur 2`)
    await expect(bodyRows(page)).toHaveCount(20)
    await expect(bodyRows(page).filter({ hasNotText: 'En attente' })).toHaveCount(0)
    await expect(bodyRows(page).filter({ hasText: /\+\d+ pts?/ })).toHaveCount(0)
    // The filter stays on the next page.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Suivant' }).click()
    await expect(page).toHaveURL(/statut=en-attente&page=2/)
    await expect(bodyRows(page)).toHaveCount(pending - 20)

    await filter(page, 'Statut', 'Validées').click()
    await expect(page).toHaveURL(/\/contributions\?statut=validees$/)
    const validated = statusCount((status) => status.startsWith('validated'))
    await expect(count(page)).toHaveText(`${validated} contributions`)
    await expect(bodyRows(page)).toHaveCount(validated)
    await expect(bodyRows(page).filter({ hasNotText: 'Validé' })).toHaveCount(0)
    // Both validated statuses, each with its ledger credit.
    await expect(bodyRows(page).filter({ hasText: /\+\d+ pts?/ })).toHaveCount(validated)
    await expect(bodyRows(page).filter({ hasText: 'Commentaire' }).first()).toContainText('+3 pts')
    await expect(bodyRows(page).filter({ hasText: 'Like' }).first()).toContainText('+1 pt')
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)

    await filter(page, 'Statut', 'Rejetées').click()
    await expect(page).toHaveURL(/\/contributions\?statut=rejetees$/)
    await expect(count(page)).toHaveText('8 contributions')
    await expect(bodyRows(page).filter({ hasNotText: 'Rejeté' })).toHaveCount(0)
    await expect(bodyRows(page).filter({ hasText: /\+\d+ pts?/ })).toHaveCount(0)
    for (let index = 0; index < 8; index++) {
      await expect(table(page).getByText(`Action n°${index} introuvable sous la publication.`)).toBeVisible()
    }
    await expect(bodyRows(page).first().getByRole('cell').nth(3)).toHaveText('—Aucun point')

    await filter(page, 'Statut', 'Toutes').click()
    await expect(page).toHaveURL(/\/contributions$/)
    await expect(count(page)).toHaveText(`${TOTAL} contributions · page 1 sur 3`)
    await page.context().close()
  })

  test('the period filter, alone and with a status, and the empty state', async ({ browser, baseURL }) => {
    const page = await memberPage(browser, baseURL)
    await page.goto('/contributions')

    await filter(page, 'Période', 'Cette semaine').click()
    await expect(page).toHaveURL(/\/contributions\?periode=semaine$/)
    const week = inPeriod('week')
    expect(week.length).toBe(24) // the rows of an hour ago
    await expect(count(page)).toHaveText(`${week.length} contributions · page 1 sur 2`)

    await filter(page, 'Statut', 'Validées').click()
    await expect(page).toHaveURL(/\/contributions\?periode=semaine&statut=validees$/)
    const weekValidated = week.filter((row) => row.status.startsWith('validated')).length
    await expect(count(page)).toHaveText(`${weekValidated} contributions`)
    await expect(bodyRows(page)).toHaveCount(weekValidated)

    await filter(page, 'Période', 'Ce mois-ci').click()
    await expect(page).toHaveURL(/\/contributions\?periode=mois&statut=validees$/)
    const monthValidated = inPeriod('month').filter((row) => row.status.startsWith('validated')).length
    await expect(bodyRows(page)).toHaveCount(monthValidated)

    // Rejected rows are 40 days old: none this week.
    await filter(page, 'Période', 'Cette semaine').click()
    await expect(page).toHaveURL(/\/contributions\?periode=semaine&statut=validees$/)
    await filter(page, 'Statut', 'Rejetées').click()
    await expect(page).toHaveURL(/\/contributions\?periode=semaine&statut=rejetees$/)
    await expect(page.getByText('Aucune contribution trouvée.')).toBeVisible()
    await expect(page.getByText('Essaie une autre période ou un autre statut.')).toBeVisible()
    await expect(table(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'Voir toutes mes contributions' }).click()
    await expect(page).toHaveURL(/\/contributions$/)
    await expect(count(page)).toHaveText(`${TOTAL} contributions · page 1 sur 3`)
    await page.context().close()
  })

  test('rows: French date, linked project, action with icon, safe "Voir", thank-you and way back', async ({
    browser,
    baseURL,
  }) => {
    const page = await memberPage(browser, baseURL)
    await page.goto('/contributions?statut=rejetees')
    const first = bodyRows(page).first()
    await expect(first.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/)
    const project = table(page).getByRole('link', { name: 'Projet soutenu 1', exact: true }).first()
    await expect(project).toHaveAttribute('href', `/p/${firstProjectSlug}`)
    await expect(first.locator('svg').first()).toBeVisible()
    const see = first.getByRole('link', { name: /^Voir/ })
    await expect(see).toHaveAttribute('target', '_blank')
    await expect(see).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(see).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//)
    await expect(page.getByText('Merci pour ton soutien 💛')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retour au dashboard' })).toHaveAttribute('href', '/dashboard')

    // The filters work from the keyboard.
    await filter(page, 'Statut', 'Validées').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/contributions\?statut=validees$/)
    await page.context().close()
  })

  test('at 360 px: cards instead of the table, no sideways scrolling', async ({ browser, baseURL }) => {
    const page = await memberPage(browser, baseURL)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/contributions?statut=rejetees')
    await expect(table(page)).toBeHidden()
    const cards = page.getByTestId('contributions-cards').locator('li')
    await expect(cards).toHaveCount(8)
    await expect(cards.first()).toContainText('Rejeté')
    await expect(cards.first()).toContainText('introuvable sous la publication.')
    await page.goto('/contributions')
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.context().close()
  })
})
