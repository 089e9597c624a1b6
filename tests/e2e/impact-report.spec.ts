import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/**
 * The seed's finished campaign: a visibility project of Camille whose week was three weeks ago,
 * with declarations of Yanis and Léa validated and credited (src/seed/seed.ts).
 */
const OWNER = 'camille.durand@tryb.local'
const SUPPORTER = 'yanis.benali@tryb.local'
const TITLE_START = 'Atelier Compta'

type Doc = { id: number; title: string; member: number; status: string }

/**
 * The campaign and what its report must say, read by the admin through the REST API when the
 * test runs (other specs may have added declarations): its validated actions, their distinct
 * members and the sum of their ledger credits.
 */
async function expectedFigures(request: APIRequestContext) {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const projects = await request.get(`/api/projects?where[title][like]=${encodeURIComponent(TITLE_START)}&depth=0`, {
    headers,
  })
  const project = ((await projects.json()) as { docs: Doc[] }).docs[0]
  const actionsAnswer = await request.get(
    `/api/declared-actions?where[project][equals]=${project.id}&where[status][in]=validated_auto,validated_manual&depth=0&limit=500`,
    { headers },
  )
  const actions = ((await actionsAnswer.json()) as { docs: Doc[] }).docs
  const ledger = await request.get(
    `/api/points-ledger?where[source_type][equals]=declared-action&where[source_id][in]=${actions.map((action) => action.id).join(',')}&limit=500`,
    { headers },
  )
  const points = ((await ledger.json()) as { docs: { points: number }[] }).docs.reduce(
    (sum, credit) => sum + credit.points,
    0,
  )
  return {
    project,
    actions: actions.length,
    contributors: new Set(actions.map((action) => action.member)).size,
    points,
  }
}

/**
 * A GET from the page itself, with its session: the site trusts a session cookie only from its
 * own pages (CSRF), so Playwright's request client would be answered as a visitor.
 */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const answer = await fetch(address)
    return {
      status: answer.status,
      contentType: answer.headers.get('content-type'),
      cacheControl: answer.headers.get('cache-control') ?? '',
      text: await answer.text(),
    }
  }, url)

test('the owner opens the impact report from the dashboard: figures, chart, table, CSV, at 390 px too', async ({
  page,
  request,
}) => {
  const expected = await expectedFigures(request)
  expect(expected.actions).toBeGreaterThanOrEqual(3)

  await signInWithPassword(page, OWNER)
  await expect(page).toHaveURL(/\/dashboard$/)
  const projects = page.locator('section[aria-labelledby="projects-title"]')
  await projects.getByRole('link', { name: new RegExp(`^Rapport d’impact de ${TITLE_START}`) }).click()
  await expect(page).toHaveURL(new RegExp(`/projets/${expected.project.id}/rapport$`))

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rapport d’impact')
  await expect(page.getByText(expected.project.title)).toBeVisible()
  // No reporting was processed for it: provisional.
  await expect(page.getByTestId('report-status')).toContainText('Rapport provisoire')
  await expect(page.getByTestId('figure-actions')).toHaveText(String(expected.actions))
  await expect(page.getByTestId('figure-contributors')).toHaveText(String(expected.contributors))
  await expect(page.getByTestId('figure-points')).toHaveText(String(expected.points))

  // The chart is drawn on the server, hidden from screen readers, which read the table instead.
  const chart = page.getByTestId('impact-chart')
  await expect(chart).toBeVisible()
  await expect(chart).toHaveAttribute('aria-hidden', 'true')
  expect(await chart.locator('rect').count()).toBeGreaterThan(0)
  const table = page.getByRole('table', { name: 'Actions validées par jour de déclaration et par type' })
  await expect(table.getByRole('columnheader')).toHaveText(['Jour', 'Like', 'Commentaire', 'Partage', 'Post', 'Total'])
  // The seven days of the week, and "before"/"after" columns when declarations fell outside it.
  expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(7)
  await expect(table.locator('tfoot td').last()).toHaveText(String(expected.actions))
  await expect(page.getByRole('heading', { name: 'Publications soutenues' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Comparaison avec les campagnes précédentes' })).toBeVisible()
  // Members' identities are private: no name of a supporter anywhere.
  await expect(page.locator('main')).not.toContainText('Yanis')

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Télécharger le CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^rapport-impact-atelier-compta.*\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.startsWith('\uFEFF')).toBe(true)
  const lines = csv.slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toBe('Date;Type;Réseau;Lien')
  expect(lines).toHaveLength(1 + expected.actions)
  for (const line of lines.slice(1))
    expect(line).toMatch(/^\d{2}\/\d{2}\/\d{4};(Like|Commentaire|Partage|Post);[^;]*;https?:\/\//)
  expect(csv).not.toMatch(/yanis|benali|lea\.moreau|@tryb\.local/i)

  // On a phone the page does not scroll sideways: the table scrolls inside its own box.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(chart).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const region = page.getByRole('region', { name: 'Tableau des actions validées par jour' })
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
})

test('another member and a visitor are refused the report and its CSV', async ({ page, request }) => {
  const { project } = await expectedFigures(request)
  const path = `/projets/${project.id}/rapport`

  // A visitor is asked to sign in first (the owner following the e-mail's link while signed out).
  await page.goto(path)
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`))

  await signInWithPassword(page, SUPPORTER)
  await expect(page).toHaveURL(/\/dashboard$/)
  const answer = await page.goto(path)
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cette page n'existe pas.")
  await expect(page.getByText('Rapport d’impact')).toHaveCount(0)
  const csv = await fetchFromPage(page, `${path}/csv`)
  expect(csv.status).toBe(404)
  expect(csv.text).not.toContain('Date;Type')
  expect(csv.cacheControl).toContain('no-store')
})

test('an admin opens the report from the project’s sheet in the admin', async ({ page, request }) => {
  const { project, actions } = await expectedFigures(request)
  await signInToAdmin(page, ADMIN_EMAIL, `/admin/collections/projects/${project.id}`)
  await page.getByRole('link', { name: 'Voir le rapport d’impact' }).click()
  await expect(page).toHaveURL(new RegExp(`/projets/${project.id}/rapport$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rapport d’impact')
  await expect(page.getByTestId('figure-actions')).toHaveText(String(actions))
  // Read with the viewer's rights: never kept by a cache.
  const answer = await page.reload()
  expect(answer?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('link', { name: '← Retour à la fiche du projet' })).toHaveAttribute(
    'href',
    `/admin/collections/projects/${project.id}`,
  )
  const csv = await fetchFromPage(page, `/projets/${project.id}/rapport/csv`)
  expect(csv.status).toBe(200)
  expect(csv.contentType).toBe('text/csv; charset=utf-8')
  expect(csv.cacheControl).toContain('no-store')
  expect(csv.text.split('\r\n')).toHaveLength(1 + actions + 1)
})
