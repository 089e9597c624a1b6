import { expect, test } from '@playwright/test'

import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInToAdmin } from './helpers/admin'
import { watchViolations } from './helpers/csp'
import { heroImage } from './helpers/images'
import { signInWithPassword } from './helpers/session'

test('every response carries the policy, and a script or image from another host is refused', async ({ page }) => {
  const violations = await watchViolations(page)
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  for (const directive of [
    "script-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(policy).toContain(directive)
  }
  expect(policy).not.toContain('unsafe-eval')
  const api = await page.request.get('/api/health')
  expect(api.headers()['content-security-policy']).toBe(policy)
  // The build's scripts carry what a script needs, not the document's policies again.
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  const scriptHeaders = (await page.request.get(script!)).headers()
  expect(scriptHeaders['x-content-type-options']).toBe('nosniff')
  expect(scriptHeaders['content-security-policy']).toBeUndefined()

  // The watcher sees a refusal (so its silence below means something); the browser refuses
  // before any request leaves.
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = 'https://elsewhere.example/pixel.png'
    document.body.append(image)
    const script = document.createElement('script')
    script.src = 'https://elsewhere.example/tracker.js'
    document.body.append(script)
  })
  await expect
    .poll(() => violations.map((violation) => violation.directive).sort())
    .toEqual(['img-src', 'script-src-elem'])
})

test('the public pages, a project page, the admin and its live preview run under the policy', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const violations = await watchViolations(page)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/apply')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const published = await request.get(
    '/api/projects?where[status][equals]=published&where[hero_image][exists]=true&limit=1&depth=0',
    {
      headers: await staffHeaders(request, ADMIN_EMAIL),
    },
  )
  const [project] = ((await published.json()) as { docs: { slug: string }[] }).docs
  await page.goto(`/p/${project.slug}`)
  const hero = page.getByRole('main').locator('img').first()
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)

  await signInToAdmin(page, ADMIN_EMAIL, '/admin/collections/projects')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/admin/globals/landing')
  await page.getByRole('button', { name: 'Aperçu' }).click()
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible()

  expect(violations).toEqual([])
})

test('the project form previews the chosen image from a blob: URL under the policy', async ({ page }) => {
  const violations = await watchViolations(page)
  await signInWithPassword(page, 'camille.durand@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  // The feedback tab: the seeded member already asked for visibility this month.
  await page.goto('/project-submit?type=feedback')
  await page.getByLabel(/^Image principale/).setInputFiles(await heroImage())
  const preview = page.getByAltText('Aperçu de l’image choisie')
  await expect(preview).toHaveAttribute('src', /^blob:/)
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600)
  expect(violations).toEqual([])
})
