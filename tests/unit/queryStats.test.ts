import type pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'

import { queryStatsAnswer } from '../../bench/lib/queryStatsAnswer'
import { queryStatsPoolOptions } from '@/db/queryStats'

const original = process.env.TRYB_QUERY_STATS

afterEach(() => {
  if (original === undefined) delete process.env.TRYB_QUERY_STATS
  else process.env.TRYB_QUERY_STATS = original
})

const read = (query = '') =>
  queryStatsAnswer(new URL(`http://127.0.0.1/${query}`)) as ReturnType<typeof queryStatsAnswer> & { texts?: string[] }

describe('SQL statement counting (bench:scale only)', () => {
  it('is off without TRYB_QUERY_STATS=1: the pool keeps pg’s client', () => {
    delete process.env.TRYB_QUERY_STATS
    expect(queryStatsPoolOptions()).toEqual({})
    process.env.TRYB_QUERY_STATS = 'true'
    expect(queryStatsPoolOptions()).toEqual({})
  })

  it('under the flag, builds the pool with the counting client; the bench’s counting server gives the counters', () => {
    process.env.TRYB_QUERY_STATS = '1'
    expect(read()).toEqual({
      statements: expect.any(Number),
      totalMs: expect.any(Number),
      sent: expect.any(Number),
    })
    expect(queryStatsPoolOptions().Client).toBeTypeOf('function')
  })

  it('under the flag, gives the texts of the statements sent after a reading', () => {
    process.env.TRYB_QUERY_STATS = '1'
    const { sent } = read()
    // Never connected: pg queues the statement, and the counting client has noted its text on sending.
    const Client = queryStatsPoolOptions().Client as unknown as typeof pg.Client
    new Client().query('select 42 as bench_probe').catch(() => {})
    expect(read(`?after=${sent}`).texts).toEqual(['select 42 as bench_probe'])
    expect(read(`?after=${sent + 1}`).texts).toEqual([])
  })
})
