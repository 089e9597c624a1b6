import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { activeMemberCount, counterFigures } from './helpers/api'

const adminEmail = process.env.E2E_ADMIN_EMAIL || 'admin@tryb.local'
const password = process.env.E2E_PASSWORD || ''

test('the home page reads the membership counter from the database', async ({ page, request }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Tryb/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ensemble, plus forts.')
  const [members, left, percent] = counterFigures(await activeMemberCount(request))
  await expect(page.getByTestId('membership-count')).toHaveText(members)
  await expect(page.getByTestId('places-left')).toHaveText(left)
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('the site has a favicon at the address browsers ask for', async ({ request }) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
})

test('an unknown path shows the French 404 with a way to submit a project', async ({ page }) => {
  const response = await page.goto('/cette/page/est/introuvable')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "Cette page n'existe pas." })).toBeVisible()
  await expect(page).toHaveTitle('Page introuvable — Tryb')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Commencer' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeVisible()
  await page.getByRole('link', { name: 'Soumettre un projet' }).click()
  await expect(page).toHaveURL(/\/project-submit$/)
})

test('an admin signs into /admin with the seeded credentials', async ({ page }) => {
  expect(password, 'scripts/e2e.ts seeds with E2E_PASSWORD').not.toBe('')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(adminEmail)
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: /Projets/ }).first()).toBeVisible()
  await expect(page.getByText('Membres').first()).toBeVisible()
})

test('a wrong admin password is refused in French', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(adminEmail)
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill('mauvais-mot-de-passe')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByText(/incorrect|invalide/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('the health endpoint reports the database up', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
})

test('the site makes no request to any outside host', async ({ page }) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) {
      outside.push(request.url())
    }
  })
  await page.goto('/')
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  expect(outside).toEqual([])
})

test('the running app delivers queued e-mail by itself (outbox job)', async ({ page }) => {
  const mailDir = process.env.MAIL_DIR
  expect(mailDir, 'scripts/e2e.ts gives the server a MAIL_DIR').toBeTruthy()
  const before = new Set(await readdir(mailDir!).catch(() => []))

  await page.goto('/admin/forgot')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(adminEmail)
  await page.getByRole('button', { name: /Soumettre|Envoyer/ }).click()

  // Nobody runs the jobs but the app's own cron.
  await expect
    .poll(
      async () => {
        const fresh = (await readdir(mailDir!)).filter((file) => !before.has(file))
        const contents = await Promise.all(fresh.map((file) => readFile(path.join(mailDir!, file), 'utf8')))
        return contents.some((eml) => eml.includes(`To: ${adminEmail}`))
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true)
})

test('the marketing team sees the media in the admin, not the moderation collections', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('marketing@tryb.local')
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: 'Médias' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Membres' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Projets' })).toHaveCount(0)

  // Typing the address of a moderation list does not reveal it either.
  await page.goto('/admin/collections/members')
  await expect(page.getByText('camille.durand@tryb.local')).toHaveCount(0)
})
