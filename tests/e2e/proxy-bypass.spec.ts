import net from 'node:net'

import { expect, test } from '@playwright/test'

import { PROXY_SKIP_HEADER, PROXY_SKIP_VALUE } from '../../src/domain/request/proxyBypass'
import { PAGE_METHOD_NOT_ALLOWED_MESSAGE } from '../../src/errors/requestShape'

/**
 * The production server lets a plain read of a cached page skip `src/proxy.ts` by marking it
 * (`src/domain/request/proxyBypass.ts`); a client cannot send that mark itself, so every request the
 * proxy guards still meets it.
 */

/** Sends `head` as it is on a new connection; resolves with the whole answer. */
function rawRequest(baseURL: string, head: string) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head))
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('end', () => resolve(received))
    socket.on('error', reject)
  })
}

test('a request carrying the mark with any value of its own still meets the proxy', async ({ request }) => {
  const forged = { [PROXY_SKIP_HEADER]: '1' }
  const propfind = await request.fetch('/charte', { method: 'PROPFIND', headers: forged })
  expect(propfind.status()).toBe(405)
  expect(await propfind.json()).toEqual({ errors: [{ message: PAGE_METHOD_NOT_ALLOWED_MESSAGE }] })

  const undecodable = await request.get('/p/%ff', { headers: forged })
  expect(undecodable.status()).toBe(404)
  expect(await undecodable.text()).toContain("Cette page n'existe pas.")
})

test("the mark's own value is refused from a client before the app reads the request: a French 400", async ({
  baseURL,
}) => {
  const answer = await rawRequest(
    baseURL!,
    `GET /charte HTTP/1.1\r\nHost: 127.0.0.1\r\n${PROXY_SKIP_HEADER}: ${PROXY_SKIP_VALUE}\r\nConnection: close\r\n\r\n`,
  )
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
  expect(answer).toContain('Cette requête est mal formée')
})

test('a cached page read without the proxy is the same page, with its security headers', async ({ request }) => {
  for (const path of ['/charte', '/', '/communaute']) {
    // The first visit may render it (a server whose copy of the build was made for another address).
    await request.get(path)
    const response = await request.get(`${path}?utm_source=lettre`)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'")
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/)
  }
})
