import { describe, expect, it, vi } from 'vitest'

// Port 1 on loopback: nothing listens, the connection is refused at once.
process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/tryb'
vi.spyOn(console, 'error').mockImplementation(() => {})

describe('GET /api/health with the database down', () => {
  it('answers 503 without leaking details', async () => {
    const { GET } = await import('@/app/api/health/route')
    const response = await GET()
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'error', database: 'down' })
  })
})

describe('a REST answer given while the database is down', () => {
  it('a refusal Payload made of a failed sign-in lookup becomes a French 503 with Retry-After', async () => {
    const { withOutageAnswer } = await import('@/errors/outageAnswer')
    const refused = withOutageAnswer(async () => Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 }))
    const response = await refused(new Request('http://127.0.0.1/api/members/me'), {})
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('15')
    expect(await response.json()).toEqual({ errors: [{ message: 'Service momentanément indisponible' }] })
  })

  it('an answer that succeeded, or a 404, is left as it is', async () => {
    const { withOutageAnswer } = await import('@/errors/outageAnswer')
    for (const status of [200, 404]) {
      const handler = withOutageAnswer(async () => new Response(null, { status }))
      expect((await handler(new Request('http://127.0.0.1/api/x'), {})).status).toBe(status)
    }
  })
})
