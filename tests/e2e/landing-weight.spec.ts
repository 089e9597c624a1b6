import { expect, type Page, test } from '@playwright/test'

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
