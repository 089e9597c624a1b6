import { expect, test } from '@playwright/test'

import { MARKETING_EMAIL, password, saveGlobal, staffHeaders } from './helpers/api'

/**
 * The landing's unpublished draft is for a signed-in staff member only. Next's preview cookie
 * (`__prerender_bypass`) is one value per build, shared by every staff member: a browser holding
 * it without a staff session (a former marketer, anyone given the value) sees the published page.
 */

const PUBLISHED_TITLE = 'Ensemble, plus forts.'
const PREVIEW_COOKIE = '__prerender_bypass'

test.afterEach(async ({ request }) => {
  await saveGlobal(request, 'landing', { hero: { title: PUBLISHED_TITLE }, _status: 'published' })
})

test('the draft shows with a staff session; the preview cookie alone shows the published page', async ({
  browser,
  baseURL,
  request,
}) => {
  const draftTitle = `Brouillon non publié ${Date.now()}`
  const draft = await request.post('/api/globals/landing?draft=true', {
    headers: await staffHeaders(request, MARKETING_EMAIL),
    data: { hero: { title: draftTitle }, _status: 'draft' },
  })
  expect(draft.status(), await draft.text()).toBe(200)

  // A marketer signs in and opens the preview, as the admin's live preview does.
  const staff = await browser.newContext({ baseURL })
  const login = await staff.request.post('/api/users/login', { data: { email: MARKETING_EMAIL, password } })
  expect(login.status()).toBe(200)
  const staffPage = await staff.newPage()
  await staffPage.goto('/api/preview?path=/')
  await expect(staffPage).toHaveURL(/\/$/)
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
  await expect(staffPage.getByText('Aperçu du brouillon')).toBeVisible()
  const previewCookie = (await staff.cookies()).find((cookie) => cookie.name === PREVIEW_COOKIE)
  expect(previewCookie).toBeTruthy()

  // Another browser holding only the preview cookie: the published page.
  const outsider = await browser.newContext({ baseURL })
  await outsider.addCookies([previewCookie!])
  const outsiderPage = await outsider.newPage()
  await outsiderPage.goto('/')
  await expect(outsiderPage.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE)
  await expect(outsiderPage.getByText('Aperçu du brouillon')).toHaveCount(0)
  expect(await outsiderPage.content()).not.toContain(draftTitle)
  await outsider.close()

  // The marketer's own browser once signed out keeps the cookie, and sees the published page.
  await staff.clearCookies({ name: 'payload-token' })
  await staffPage.goto('/')
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE)
  await expect(staffPage.getByText('Aperçu du brouillon')).toHaveCount(0)
  expect((await staff.cookies()).some((cookie) => cookie.name === PREVIEW_COOKIE)).toBe(true)
  await staff.close()
})
