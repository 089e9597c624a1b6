import { expect, type Page } from '@playwright/test'

/**
 * A webmail on another site: `http://localhost:9/inbox` (the app is on 127.0.0.1, another site
 * for the browser), served by Playwright itself, with one link to `url`. Following it is a
 * top-level navigation from another site, as clicking a link in Gmail or Outlook is.
 */
export const WEBMAIL = 'http://localhost:9/inbox'

export async function followFromWebmail(page: Page, url: string) {
  await page.route(WEBMAIL, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>Boîte de réception</title><a href="${url}">Ouvrir le lien</a>`,
    }),
  )
  await page.goto(WEBMAIL)
  const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === url)
  await page.getByRole('link', { name: 'Ouvrir le lien' }).click()
  const request = await navigation
  // The browser did say the request comes from another site: the test is the real case.
  expect(await request.headerValue('sec-fetch-site')).toBe('cross-site')
  await page.unroute(WEBMAIL)
}
