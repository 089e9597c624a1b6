import { describe, expect, it } from 'vitest'

import {
  asksWholeList,
  deepPageRefusal,
  lastReachablePage,
  MAX_LISTED_ROWS,
  reachablePage,
  skippedRows,
} from '@/domain/request/paging'

/** Numbers as the messages write them (a narrow no-break space between thousands). */
const fr = (value: number) => new Intl.NumberFormat('fr-FR').format(value)

describe('skippedRows', () => {
  it('is the offset Payload reads past: (page − 1) × limit, 10 per page by default', () => {
    expect(skippedRows({})).toBe(0)
    expect(skippedRows({ page: 3 })).toBe(20)
    expect(skippedRows({ page: 3, limit: 50 })).toBe(100)
    // Without pagination Payload still skips (page − 1) × limit rows (our capped counts probe that way).
    expect(skippedRows({ page: 1001, limit: 1, pagination: false })).toBe(1000)
    expect(skippedRows({ page: 9, pagination: false })).toBe(0)
    expect(skippedRows({ page: 9, limit: 0 })).toBe(0)
  })
})

describe('lastReachablePage and reachablePage', () => {
  it('stop at the last page within the first 10,000 rows', () => {
    expect(lastReachablePage(10)).toBe(1000)
    expect(lastReachablePage(50)).toBe(200)
    expect(lastReachablePage(3)).toBe(3334)
    expect(skippedRows({ page: lastReachablePage(50), limit: 50 })).toBe(MAX_LISTED_ROWS - 50)
    expect(reachablePage(40_000, 10)).toBe(1000)
    expect(reachablePage(7, 10)).toBe(7)
  })
})

describe('deepPageRefusal', () => {
  it('lets every page up to the bound through, at any page size', () => {
    for (const limit of [1, 10, 25, 50, 100, 1000]) {
      expect(deepPageRefusal({ page: lastReachablePage(limit), limit })).toBeNull()
    }
    expect(deepPageRefusal({ page: 1000 })).toBeNull()
  })

  it('refuses the next page, in French, naming the last page and the filters to use instead', () => {
    const refusal = deepPageRefusal({ page: 40_000 })
    expect(refusal).toContain('trop loin dans la liste')
    expect(refusal).toContain(`${fr(10_000)} premières lignes`)
    expect(refusal).toContain(`page ${fr(1000)} à 10 lignes par page`)
    expect(refusal).toContain('where[createdAt][less_than]=')
    expect(refusal).toContain('where[id][less_than]=')
    expect(deepPageRefusal({ page: 201, limit: 50 })).toContain('page 200 à 50 lignes')
    expect(deepPageRefusal({ page: 1001 })).not.toBeNull()
    expect(deepPageRefusal({ page: 10_001, limit: 1 })).toContain('à 1 ligne par page')
  })
})

describe('asksWholeList', () => {
  it('is limit=0, or pagination=false with no limit, in a query string', () => {
    const asks = (query: string) => asksWholeList(new URLSearchParams(query))
    expect(asks('limit=0')).toBe(true)
    expect(asks('pagination=false')).toBe(true)
    expect(asks('pagination=false&limit=')).toBe(true)
    expect(asks('pagination=false&limit=100')).toBe(false)
    expect(asks('limit=10&page=3')).toBe(false)
    expect(asks('')).toBe(false)
  })
})
