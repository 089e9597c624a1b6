import { expect, type Page, test } from '@playwright/test'

import { scriptsDownloadedBy } from './helpers/scripts'
import { signInWithPassword } from './helpers/session'

/**
 * The landing's HTML, RSC payload included: it was 98 KB before the icons and styles were shared,
 * 50.2 KB once its charter dialog showed the one charter's eight sections (six before).
 */
const LANDING_HTML_MAX_BYTES = 52_000

const FORM_PAGES = ['/apply', '/login', '/signup', '/project-submit']

/** Requests for a form page's route (its RSC payload or segments), e.g. a router prefetch. */
function watchFormPageRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (
      FORM_PAGES.some((form) => pathname === form || pathname.startsWith(`${form}.`) || pathname.startsWith(`${form}/`))
    )
      seen.push(request.url())
  })
  return seen
}

test('the landing’s HTML stays small', async ({ request }) => {
  const response = await request.get('/')
  expect(response.ok()).toBe(true)
  expect((await response.body()).byteLength).toBeLessThan(LANDING_HTML_MAX_BYTES)
})

test('the landing does not prefetch the form pages on load, only on intent', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const formRequests = watchFormPageRequests(page)
  await page.goto('/', { waitUntil: 'load' })
  // Next prefetches visible links once the browser is idle: leave it the time to.
  await page.waitForTimeout(2_000)
  expect(formRequests).toEqual([])

  // Pointing at a call to action prefetches its page, so the click still feels instant.
  await page.locator('section[aria-labelledby="hero-title"]').getByRole('link', { name: 'Rejoindre la Tryb' }).hover()
  await expect.poll(() => formRequests.some((url) => new URL(url).pathname.startsWith('/apply'))).toBe(true)
})

test('public pages download no font: their text is readable as soon as the HTML and styles are', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  for (const path of ['/', '/communaute', '/tarifs', '/apply']) {
    await page.goto(path, { waitUntil: 'load' })
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
  }
  expect(fonts).toEqual([])
  // The text is set in the device's interface font, not in a fallback waiting for a download.
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  expect(family).toMatch(/^ui-sans-serif, system-ui/)
})

/** Next's prefetch of the landing's route ("/" or its segments), the way a visible logo triggers it. */
function watchLandingPrefetches(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    const landing = pathname === '/' || pathname.startsWith('/index.')
    if (landing && request.headers()['next-router-prefetch']) seen.push(request.url())
  })
  return seen
}

test('the logo prefetches the landing on intent only, not on every page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const prefetches = watchLandingPrefetches(page)
  await page.goto('/communaute', { waitUntil: 'load' })
  await page.waitForTimeout(2_000)
  expect(prefetches).toEqual([])

  await page.getByRole('link', { name: 'Tryb — accueil' }).hover()
  await expect.poll(() => prefetches.length).toBeGreaterThan(0)
})

test('the project images are drawn by the server: optimised, sized, the first one preloaded, no image code shipped', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const scriptsRead = scriptsDownloadedBy(page)
  await page.goto('/communaute', { waitUntil: 'load' })
  const first = page.getByTestId('project-card').first().getByRole('img')
  await expect(first).toHaveAttribute('src', /^\/_next\/image\?url=/)
  await expect(first).toHaveAttribute('srcset', /w=750/)
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  // Explicit dimensions: the space is kept before the picture arrives (no layout shift).
  await expect(first).toHaveAttribute('width', '800')
  await expect(first).toHaveAttribute('height', '450')
  await expect(first).not.toHaveAttribute('loading', 'lazy')
  // Preloaded from the HTML's head, and no other picture is: not the project page's, which the
  // card's link prefetches (a preload hint in that page's payload would download it here).
  const preloads = page.locator('link[rel="preload"][as="image"]')
  await expect(preloads.first()).toBeAttached()
  // Next prefetches the visible cards' pages once the browser is idle: leave it the time to.
  await page.waitForTimeout(2_000)
  const srcset = await first.getAttribute('srcset')
  for (const preload of await preloads.all()) expect(await preload.getAttribute('imagesrcset')).toBe(srcset)
  // next/image's client component (its "useImageConfig" hook) is not in the page's JavaScript.
  const scripts = await scriptsRead()
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((source) => source.includes('useImageConfig')).length).toBe(0)
})

test('the dashboard ships no form library: zod and react-hook-form stay on the pages with forms that use them', async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, 'ines.lefebvre@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  // A fresh browser cache, signed in: what a member's first visit from an e-mail downloads.
  const fresh = await browser.newContext({ storageState: await page.context().storageState() })
  const dashboard = await fresh.newPage()
  const scriptsRead = scriptsDownloadedBy(dashboard)
  await dashboard.goto(new URL('/dashboard', page.url()).href, { waitUntil: 'load' })
  await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText('Mon dashboard')
  const scripts = await scriptsRead()
  expect(scripts.length).toBeGreaterThan(0)
  // zod's schema classes, and the correction form's server action (the list it lives in).
  expect(scripts.filter((source) => source.includes('"$ZodArray"')).length).toBe(0)
  expect(scripts.filter((source) => source.includes('resubmitDeclaredActionAction')).length).toBe(0)
  await fresh.close()
})
