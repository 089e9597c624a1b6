import { readFileSync } from 'node:fs'
import http from 'node:http'
import type net from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'

import { answerFromMicrocache, forgetMicrocachedPages } from '@/cache/pageMicrocache'
import { keptAnswerHeaders, MICROCACHE_MS, MICROCACHED_PATH, microcacheKey } from '@/domain/request/pageMicrocache'

describe('which requests the microcache may answer', () => {
  const key = (method: string, url: string, headers: Record<string, string> = {}) =>
    microcacheKey(method, url, { host: 'tryb.test', ...headers })

  it('the public pages, read by GET or HEAD, with or without a query', () => {
    for (const url of ['/', '/charte', '/communaute', '/p/atelier-compta', '/login?next=/dashboard', '/robots.txt'])
      expect(key('GET', url), url).not.toBeNull()
    expect(key('HEAD', '/charte')).not.toBeNull()
  })

  it('nothing else: other methods, members’ pages, the admin, the API, a page below a project', () => {
    expect(key('POST', '/login')).toBeNull()
    for (const url of [
      '/dashboard',
      '/admin',
      '/api/health',
      '/p/atelier/rapport',
      '/communaute/visibilite',
      '/chartes',
    ])
      expect(key('GET', url), url).toBeNull()
  })

  it('never for a session or a draft preview, whatever other cookies come with it', () => {
    expect(key('GET', '/charte', { cookie: 'payload-token=abc' })).toBeNull()
    expect(key('GET', '/charte', { cookie: 'theme=dark; payload-token=abc' })).toBeNull()
    expect(key('GET', '/charte', { cookie: '__prerender_bypass=1' })).toBeNull()
    expect(key('GET', '/charte', { cookie: 'theme=dark' })).not.toBeNull()
  })

  it('never for the client router’s fetches, a conditional or a partial request', () => {
    for (const name of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'if-none-match', 'range'])
      expect(key('GET', '/charte', { [name]: '1' }), name).toBeNull()
  })

  it('one copy per method, host, address and accepted encodings', () => {
    const keys = new Set([
      key('GET', '/charte'),
      key('HEAD', '/charte'),
      key('GET', '/charte', { host: 'autre.test' }),
      key('GET', '/charte?x=1'),
      key('GET', '/charte', { 'accept-encoding': 'gzip' }),
    ])
    expect(keys.size).toBe(5)
    expect(key('GET', '/charte')).toBe(key('GET', '/charte', { cookie: 'theme=dark' }))
  })

  it('covers the very pages the proxy’s microcache covers', () => {
    const proxy = readFileSync('deploy/nginx/tryb.conf', 'utf8')
    const location = /location ~ (\^\/\(\|charte[^ ]*) \{/.exec(proxy)
    expect(location?.[1]).toBe(MICROCACHED_PATH.source.replaceAll('\\/', '/'))
  })
})

describe('which answers it keeps', () => {
  it('200, 301, 302 and 404 without a cookie set; connection headers dropped', () => {
    const headers = { 'content-type': 'text/html', 'content-length': 12, date: 'x', connection: 'keep-alive' }
    expect(keptAnswerHeaders(200, headers)).toEqual([
      ['content-type', 'text/html'],
      ['content-length', '12'],
    ])
    for (const status of [301, 302, 404]) expect(keptAnswerHeaders(status, {})).toEqual([])
    for (const status of [201, 304, 429, 500, 503]) expect(keptAnswerHeaders(status, {}), String(status)).toBeNull()
    expect(keptAnswerHeaders(200, { 'set-cookie': ['a=1'] })).toBeNull()
  })
})

describe('a server with the microcache in front of its app', () => {
  let server: http.Server
  let base: string
  let renders = 0
  /** What the app answers next: its own way of writing, as Next's varies. */
  let app: (request: http.IncomingMessage, response: http.ServerResponse) => void

  const page = (version: number) => `<html>Charte, version ${version}</html>`

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (answerFromMicrocache(request, response)) return
      renders += 1
      app(request, response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  afterEach(() => {
    forgetMicrocachedPages()
    vi.restoreAllMocks()
    renders = 0
  })

  const ask = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(base + path, init)
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
  }

  it('answers a page rendered less than a second ago with the same status, headers and bytes', async () => {
    // Headers given to `writeHead` only, as some of Next's answers do.
    app = (_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', Vary: ['rsc', 'Accept-Encoding'] })
      response.end(page(renders))
    }
    const first = await ask('/charte')
    const second = await ask('/charte')
    expect(renders).toBe(1)
    expect(second.body.toString()).toBe(page(1))
    expect(second.status).toBe(200)
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'))
    expect(second.headers.get('vary')).toBe('rsc, Accept-Encoding')
    expect(second.headers.get('content-length')).toBe(String(page(1).length))
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
  })

  it('renders again once the second has passed, or at once when a page was expired in this process', async () => {
    app = (_, response) => response.end(page(renders))
    await ask('/charte')
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + MICROCACHE_MS + 1)
    expect((await ask('/charte')).body.toString()).toBe(page(2))
    forgetMicrocachedPages()
    expect((await ask('/charte')).body.toString()).toBe(page(3))
    expect(renders).toBe(3)
  })

  it('does not keep an answer the app was still writing when the pages expired', async () => {
    let expireDuringRender = true
    app = (_, response) => {
      const version = renders
      if (expireDuringRender) forgetMicrocachedPages()
      setTimeout(() => response.end(page(version)), 10)
    }
    await ask('/tarifs')
    expireDuringRender = false
    expect((await ask('/tarifs')).body.toString()).toBe(page(2))
    expect((await ask('/tarifs')).body.toString()).toBe(page(2))
    expect(renders).toBe(2)
  })

  it('keeps a body written in several pieces, and each encoding apart', async () => {
    app = (request, response) => {
      const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '')
      if (gzip) response.setHeader('Content-Encoding', 'gzip')
      const bytes = gzip ? gzipSync(page(renders)) : Buffer.from(page(renders))
      response.write(bytes.subarray(0, 5))
      response.end(bytes.subarray(5))
    }
    const plain = { headers: { 'Accept-Encoding': 'identity' } }
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } }
    await ask('/', plain)
    await ask('/', gzip)
    const again = await ask('/', plain)
    const zipped = await fetch(base + '/', gzip).then(async (response) => ({
      encoding: response.headers.get('content-encoding'),
      cache: response.headers.get('x-cache'),
      text: await response.text(),
    }))
    expect(renders).toBe(2)
    expect(again.body.toString()).toBe(page(1))
    expect(zipped).toEqual({ encoding: 'gzip', cache: 'HIT', text: page(2) })
  })

  it('a HEAD is answered from its own copy, without a body', async () => {
    app = (request, response) => {
      response.setHeader('Content-Length', String(page(renders).length))
      response.end(request.method === 'HEAD' ? undefined : page(renders))
    }
    await ask('/charte', { method: 'HEAD' })
    const head = await ask('/charte', { method: 'HEAD' })
    expect(renders).toBe(1)
    expect(head.headers.get('x-cache')).toBe('HIT')
    expect(head.headers.get('content-length')).toBe(String(page(1).length))
    expect(head.body.length).toBe(0)
    expect((await ask('/charte')).body.toString()).toBe(page(2))
  })

  it('keeps at most 500 answers, the oldest going first', async () => {
    app = (_, response) => response.end(page(renders))
    for (let n = 0; n <= 500; n++) await ask(`/communaute?n=${n}`)
    expect(renders).toBe(501)
    expect((await ask('/communaute?n=500')).headers.get('x-cache')).toBe('HIT')
    expect((await ask('/communaute?n=0')).headers.get('x-cache')).toBe('MISS')
    expect(renders).toBe(502)
    // 501 requests one after another: past the unit tests' 5 s on a loaded machine, and a test cut
    // short leaves its requests running into the next one's counts.
  }, 60_000)

  it('keeps at most 64 MiB of bodies, and no body over 2 MiB', async () => {
    // The clock stands still: 66 MiB sent through a loaded machine take longer than an entry's life.
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const mebibytes = (count: number) => Buffer.alloc(count * 1024 * 1024, 'a')
    app = (request, response) => response.end(mebibytes(request.url === '/cgu' ? 3 : 2))
    await ask('/cgu')
    expect((await ask('/cgu')).headers.get('x-cache')).toBe('MISS')
    for (let n = 0; n < 32; n++) await ask(`/charte?n=${n}`)
    expect((await ask('/charte?n=31')).headers.get('x-cache')).toBe('HIT')
    expect((await ask('/charte?n=1')).headers.get('x-cache')).toBe('HIT')
    expect((await ask('/charte?n=0')).headers.get('x-cache')).toBe('HIT')
    await ask('/charte?n=32')
    expect((await ask('/charte?n=0')).headers.get('x-cache')).toBe('MISS')
  }, 60_000)

  it('never keeps an error, an answer that sets a cookie, nor one for a signed-in visitor', async () => {
    let status = 500
    app = (_, response) => {
      response.statusCode = status
      response.end(page(renders))
    }
    await ask('/charte')
    await ask('/charte')
    status = 200
    app = (_, response) => {
      response.setHeader('Set-Cookie', 'seen=1')
      response.end(page(renders))
    }
    await ask('/tarifs')
    await ask('/tarifs')
    app = (_, response) => response.end(page(renders))
    await ask('/cgu', { headers: { cookie: 'payload-token=abc' } })
    await ask('/cgu', { headers: { cookie: 'payload-token=abc' } })
    expect(renders).toBe(6)
  })
})
