import { expect, test, type Page } from '@playwright/test'

import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL } from './helpers/api'

/**
 * Every 404 a person can reach is French and says so (`<html lang="fr">`), on the production build:
 * the site's pages, malformed project paths, route handlers (an invoice, a report's CSV) and the
 * admin's unknown collections and globals, signed out or in.
 */

async function expectFrench404(page: Page, path: string, heading: RegExp) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.locator('html'), path).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading)
}

const SITE_404 = /^Cette page n'existe pas\.$/
const ADMIN_404 = /^Rien n’a été trouvé$/

test('the site’s pages, malformed project paths and route handlers: the French 404', async ({ page }) => {
  test.setTimeout(120_000)
  for (const path of [
    '/nope',
    '/projets/abc',
    '/projets/%E0%A4%A',
    '/projets/1/nope',
    '/projets/99999999',
    '/projets/-1',
    '/projets/1%00',
    '/admin/%ff',
    '/_next/nope',
    '/factures/abc',
    '/factures/export.csv',
    '/projets/abc/rapport/csv',
  ]) {
    await expectFrench404(page, path, SITE_404)
  }
})

test('an unknown admin collection or global: the site’s French 404, signed out as signed in', async ({ page }) => {
  test.setTimeout(120_000)
  const unknown = ['/admin/collections/nope', '/admin/collections/nope/1', '/admin/globals/nope']
  // Signed out, Payload drew its "not found" view with a 200.
  for (const path of unknown) await expectFrench404(page, path, SITE_404)
  await signInToAdmin(page, ADMIN_EMAIL)
  for (const path of unknown) await expectFrench404(page, path, SITE_404)
  // Any other admin address naming nothing: the admin's own 404, in French.
  await expectFrench404(page, '/admin/nope', ADMIN_404)
  // A real screen is not caught.
  const known = await page.goto('/admin/collections/projects')
  expect(known?.status()).toBe(200)
})
