import net from 'node:net'
import http from 'node:http'

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { PROXY_SKIP_HEADER, PROXY_SKIP_VALUE, skipsProxy } from '@/domain/request/proxyBypass'
import { config, proxy } from '@/proxy'

type Case = [method: string, url: string, cookie?: string]

const SKIPPED: Case[] = [
  ['GET', '/charte'],
  ['HEAD', '/'],
  ['GET', '/'],
  ['GET', '/communaute'],
  ['GET', '/?utm_source=newsletter&utm_campaign=rentree'],
  ['GET', '/p/bilan-carbone-pour-tpe'],
  ['GET', '/p/bilan-carbone-pour-tpe', 'theme=clair; autre=1'],
  ['GET', '/robots.txt'],
  ['GET', '/sitemap.xml'],
  ['GET', '/images/logo.svg'],
  ['GET', '/api/health'],
]

const PROXIED: Case[] = [
  ['POST', '/charte'],
  ['PUT', '/charte'],
  ['PROPFIND', '/'],
  ['OPTIONS', '/'],
  ['GET', '/dashboard'],
  ['GET', '/admin'],
  ['GET', '/api/members'],
  ['GET', '/api/projects/logo.png'],
  ['GET', '/p/%ff'],
  ['GET', '/p/x%00'],
  ['GET', '/charte?q=%00'],
  ['GET', '/p/projet-en-attente', 'payload-token=abc'],
  ['GET', '/p/projet-en-attente', 'theme=clair; payload-token=abc'],
  ['GET', '/p/x/apercu'],
  ['GET', '//ailleurs.example'],
  ['GET', '/x/../api/users.json'],
  ['GET', '/./charte'],
  ['GET', '/x\\..\\api\\users.json'],
  ['GET', 'http://127.0.0.1/charte'],
  ['GET', '*'],
  ['GET', ''],
]

/** What the proxy answers for this request: a pass-through sets `x-middleware-next` and nothing else. */
async function proxyAnswer([method, url, cookie]: Case) {
  const request = new NextRequest(new URL(url, 'http://127.0.0.1:3000'), {
    method,
    headers: cookie ? { cookie } : {},
  })
  const response = await proxy(request)
  return {
    passesThrough: response.headers.get('x-middleware-next') === '1',
    rewrite: response.headers.get('x-middleware-rewrite'),
    status: response.status,
  }
}

describe('skipsProxy: requests the production server lets skip src/proxy.ts', () => {
  it.each(SKIPPED)('%s %s (cookie %s) skips it', (method, url, cookie) => {
    expect(skipsProxy(method, url, cookie)).toBe(true)
  })

  it.each(PROXIED)('%s %s (cookie %s) goes through it', (method, url, cookie) => {
    expect(skipsProxy(method, url, cookie)).toBe(false)
  })

  it.each(SKIPPED)('the proxy itself passes %s %s (cookie %s) through unchanged', async (...request) => {
    expect(await proxyAnswer(request)).toEqual({ passesThrough: true, rewrite: null, status: 200 })
  })

  it('a request the proxy answers or rewrites is never skipped', async () => {
    for (const request of [
      ['PROPFIND', '/'],
      ['GET', '/p/%ff'],
      ['GET', '/charte?q=%00'],
    ] satisfies Case[]) {
      expect((await proxyAnswer(request)).passesThrough, request.join(' ')).toBe(false)
      expect(skipsProxy(...request)).toBe(false)
    }
  })

  it("the proxy's matcher leaves out exactly the mark the server sets", () => {
    expect(config.matcher).toEqual([
      {
        source: '/((?!_next/static|_next/image|favicon.ico).*)',
        missing: [{ type: 'header', key: PROXY_SKIP_HEADER, value: PROXY_SKIP_VALUE }],
      },
    ])
  })

  it("no client can send the mark: Node's parser refuses its value", async () => {
    const server = http.createServer((_, response) => response.end('servi'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(`GET /charte HTTP/1.1\r\nHost: x\r\n${PROXY_SKIP_HEADER}: ${PROXY_SKIP_VALUE}\r\n\r\n`),
        )
        let received = ''
        socket.on('data', (chunk) => (received += chunk))
        socket.on('end', () => resolve(received))
        socket.on('error', reject)
      })
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
    } finally {
      server.close()
    }
  })
})
