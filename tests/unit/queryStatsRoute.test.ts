import type pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/query-stats/route'
import { queryStatsPoolOptions } from '@/db/queryStats'

const original = process.env.TRYB_QUERY_STATS

afterEach(() => {
  if (original === undefined) delete process.env.TRYB_QUERY_STATS
  else process.env.TRYB_QUERY_STATS = original
})

describe('SQL statement counting (bench:scale only)', () => {
  it('does not exist without TRYB_QUERY_STATS=1: the route answers the French 404 and the pool keeps pg’s client', async () => {
    delete process.env.TRYB_QUERY_STATS
    const response = GET(new Request('http://127.0.0.1/api/query-stats'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'Cette adresse de l’API n’existe pas.' }] })
    expect(queryStatsPoolOptions()).toEqual({})
    process.env.TRYB_QUERY_STATS = 'true'
    expect(GET(new Request('http://127.0.0.1/api/query-stats')).status).toBe(404)
  })

  it('under the flag, gives the counters uncached and builds the pool with the counting client', async () => {
    process.env.TRYB_QUERY_STATS = '1'
    const response = GET(new Request('http://127.0.0.1/api/query-stats'))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      statements: expect.any(Number),
      totalMs: expect.any(Number),
      sent: expect.any(Number),
    })
    expect(queryStatsPoolOptions().Client).toBeTypeOf('function')
  })

  it('under the flag, gives the texts of the statements sent after a reading', async () => {
    process.env.TRYB_QUERY_STATS = '1'
    const read = async (query = '') =>
      (await GET(new Request(`http://127.0.0.1/api/query-stats${query}`)).json()) as { sent: number; texts?: string[] }
    const { sent } = await read()
    // Never connected: pg queues the statement, and the counting client has noted its text on sending.
    const Client = queryStatsPoolOptions().Client as unknown as typeof pg.Client
    new Client().query('select 42 as bench_probe').catch(() => {})
    expect((await read(`?after=${sent}`)).texts).toEqual(['select 42 as bench_probe'])
    expect((await read(`?after=${sent + 1}`)).texts).toEqual([])
  })
})
