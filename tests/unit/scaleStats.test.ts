import { describe, expect, it } from 'vitest'

import { median, pageVerdict, percentile, summarize, throughputVerdict, type Sample } from '../../bench/scaleStats'

const sample = (ms: number, statements = 5, status = 200): Sample => ({
  status,
  ms,
  statements,
  sqlMs: ms / 10,
  bytes: 1024,
})

describe('median', () => {
  it('takes the middle value of an odd count, the mean of the two middle ones of an even count', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it('is null without values and leaves its input unsorted', () => {
    const values = [3, 1, 2]
    expect(median([])).toBeNull()
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1)
    expect(percentile(values, 95)).toBe(19)
    expect(percentile(values, 100)).toBe(20)
    expect(percentile(values, 50)).toBe(10)
  })
  it('gives the largest of 15 samples as p95, the only value of one, null of none', () => {
    expect(percentile([10, 30, 20, 15, 11, 12, 13, 14, 16, 17, 18, 19, 21, 22, 23], 95)).toBe(30)
    expect(percentile([7], 95)).toBe(7)
    expect(percentile([], 95)).toBeNull()
  })
})

describe('summarize', () => {
  it('gives time, statements and SQL time medians, the most statements and the distinct statuses', () => {
    const summary = summarize([sample(10, 4), sample(30, 9, 404), sample(20, 6)])
    expect(summary).toEqual({
      statuses: [200, 404],
      medianMs: 20,
      p95Ms: 30,
      medianStatements: 6,
      maxStatements: 9,
      medianSqlMs: 2,
    })
  })
})

describe('pageVerdict', () => {
  const demo = summarize([sample(10), sample(10), sample(10)])
  it('accepts a page at exactly three times its demo median and 20 statements', () => {
    const grown = summarize([sample(30, 20), sample(30, 20), sample(30, 20)])
    expect(pageVerdict(demo, grown)).toEqual({
      slowdown: 3,
      withinSlowdown: true,
      withinStatements: true,
      slowdownExempt: false,
    })
  })
  it('refuses a page slower than three times its demo median, or past 20 statements on either data set', () => {
    expect(pageVerdict(demo, summarize([sample(31)])).withinSlowdown).toBe(false)
    expect(pageVerdict(demo, summarize([sample(10, 21)])).withinStatements).toBe(false)
    expect(pageVerdict(summarize([sample(10, 21)]), demo).withinStatements).toBe(false)
  })
  it('cannot judge a page that has no samples', () => {
    expect(pageVerdict(demo, summarize([]))).toEqual({
      slowdown: null,
      withinSlowdown: false,
      withinStatements: false,
      slowdownExempt: false,
    })
  })
  it('lets an exempt page past three times its demo median, never past 20 statements', () => {
    const linear = summarize([sample(450, 18)])
    expect(pageVerdict(demo, linear, true)).toMatchObject({ slowdown: 45, withinSlowdown: true, slowdownExempt: true })
    expect(pageVerdict(demo, summarize([sample(450, 21)]), true).withinStatements).toBe(false)
    expect(pageVerdict(demo, summarize([]), true).withinSlowdown).toBe(false)
  })
})

describe('throughputVerdict', () => {
  it('wants /p/{slug} at 0.8 of /charte or more', () => {
    expect(throughputVerdict(1000, 800)).toEqual({ share: 0.8, met: true })
    expect(throughputVerdict(1000, 799).met).toBe(false)
    expect(throughputVerdict(0, 10)).toEqual({ share: null, met: false })
  })
})
