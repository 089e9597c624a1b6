import { readFile } from 'node:fs/promises'

import { expect, type Browser, test } from '@playwright/test'

import { MARKETING_EMAIL, password, saveGlobal, staffHeaders } from './helpers/api'
import { expectNoViolationsInEachTest } from './helpers/csp'

// The admin's screens (moderation views, their sheets and dialogs, edit forms) run under the policy.
expectNoViolationsInEachTest()

const ORIGINAL_TITLE = 'Ensemble, plus forts.'

/** What a visitor sees: a fresh browser context, without the editor's preview cookie. */
async function visitorHeadline(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/')
  const headline = await page.getByRole('heading', { level: 1 }).textContent()
  await context.close()
  return headline
}

test.afterEach(async ({ request }) => {
  await saveGlobal(request, 'landing', { hero: { title: ORIGINAL_TITLE, image: null }, _status: 'published' })
})

test('a marketing user edits the hero with a live preview, publishes, and the landing shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const newTitle = `Plus forts, ensemble ${Date.now()}`

  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(MARKETING_EMAIL)
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/globals/landing')
  await page.getByRole('button', { name: 'Aperçu' }).click()
  const preview = page.frameLocator('iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(ORIGINAL_TITLE)

  // Typing autosaves a draft, which the preview shows while visitors still see the published copy.
  await page.locator('#field-hero__title').fill(newTitle)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 20_000 })
  expect(await visitorHeadline(browser, baseURL!)).toBe(ORIGINAL_TITLE)

  await page.getByRole('button', { name: 'Publier les modifications' }).click()
  await expect.poll(() => visitorHeadline(browser, baseURL!), { timeout: 15_000 }).toBe(newTitle)
})

test('the preview is for staff only: a visitor asking for it is refused and sees the published copy', async ({
  page,
}) => {
  const response = await page.goto('/api/preview?path=/')
  expect(response?.status()).toBe(403)
  await expect(page.getByText('Aperçu réservé à l’équipe de la Tryb')).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORIGINAL_TITLE)
  await expect(page.getByText('Aperçu du brouillon')).toHaveCount(0)
})

test('an illustration chosen by marketing is served through next/image, from this server', async ({
  page,
  request,
}) => {
  const upload = await request.post('/api/media', {
    headers: await staffHeaders(request, MARKETING_EMAIL),
    multipart: {
      file: {
        name: 'illustration.png',
        mimeType: 'image/png',
        buffer: await readFile('src/app/(frontend)/opengraph-image.png'),
      },
      _payload: JSON.stringify({ alt: 'Des solopreneurs qui travaillent ensemble' }),
    },
  })
  expect(upload.status()).toBe(201)
  const { doc } = (await upload.json()) as { doc: { id: number } }
  await saveGlobal(request, 'landing', { hero: { image: doc.id }, _status: 'published' })

  const image = page.getByRole('img', { name: 'Des solopreneurs qui travaillent ensemble' })
  await expect
    .poll(async () => {
      await page.goto('/')
      return image.count()
    })
    .toBe(1)
  const source = await image.getAttribute('src')
  expect(source).toMatch(/^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/)
  expect(await image.getAttribute('srcset')).toContain('w=')
  const served = await request.get(source!)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toMatch(/^image\//)
})
