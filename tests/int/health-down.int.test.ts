import { describe, expect, it } from 'vitest'

describe('GET /api/health with the database down', () => {
  it('answers 503 without leaking details', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/tryb'
    const { GET } = await import('@/app/api/health/route')
    const response = await GET()
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'error', database: 'down' })
  })
})
