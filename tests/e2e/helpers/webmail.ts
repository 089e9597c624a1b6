import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, type Page } from '@playwright/test'

/**
 * A webmail on another site: a page on `http://localhost:<port>` (the app is on 127.0.0.1, another
 * site for the browser) with one link. Following it is a top-level navigation from another site,
 * as clicking a link in Gmail or Outlook is. A real server, not a Playwright route: with a route,
 * Chromium's requests pass through the interception and the test could not read what it sent.
 */
export async function startWebmail() {
  let link = ''
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><title>Boîte de réception</title><a href="${link}">Ouvrir le lien</a>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const inbox = `http://localhost:${(server.address() as AddressInfo).port}/inbox`

  return {
    /** Opens the inbox, clicks the link to `url`, and checks the browser said "from another site". */
    async follow(page: Page, url: string) {
      link = url
      await page.goto(inbox)
      const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === url)
      await page.getByRole('link', { name: 'Ouvrir le lien' }).click()
      const headers = await (await navigation).allHeaders()
      expect(headers['sec-fetch-site']).toBe('cross-site')
      expect(headers.origin).toBeUndefined()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
