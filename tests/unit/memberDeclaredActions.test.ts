import { describe, expect, it } from 'vitest'

import {
  memberDeclaredActionsHref,
  memberDeclaredActionsWhere,
  pageNumbers,
  pageSizeFrom,
  parseMemberDeclaredActionFilters,
  periodStart,
  showsPoints,
  statusesFor,
  type MemberDeclaredActionFilters,
} from '@/domain/declaredActions/memberDeclaredActions'
import { frenchDate } from '@/domain/french'
import { parisDayStart, parisMonthStart } from '@/domain/points/periods'

const iso = (date: Date | null) => date?.toISOString() ?? null
const monthStartAt = (instant: string) => iso(periodStart('month', new Date(instant)))

describe('period filter bounds', () => {
  it('"Tout" sets no bound', () => {
    expect(periodStart('all', new Date('2026-11-21T10:00:00Z'))).toBeNull()
  })

  it('"Cette semaine" is the last 7 days, to the minute', () => {
    expect(iso(periodStart('week', new Date('2026-11-21T10:15:00Z')))).toBe('2026-11-14T10:15:00.000Z')
    // Across the end of summer time: still 7 × 24 hours back.
    expect(iso(periodStart('week', new Date('2026-10-28T12:00:00Z')))).toBe('2026-10-21T12:00:00.000Z')
  })

  it('"Ce mois-ci" starts at midnight in Paris on the 1st of the current month (winter, UTC+1)', () => {
    expect(monthStartAt('2026-11-21T10:00:00Z')).toBe('2026-10-31T23:00:00.000Z')
    expect(monthStartAt('2026-01-15T12:00:00Z')).toBe('2025-12-31T23:00:00.000Z')
  })

  it('"Ce mois-ci" in summer (UTC+2)', () => {
    expect(monthStartAt('2026-07-10T08:00:00Z')).toBe('2026-06-30T22:00:00.000Z')
  })

  it('takes the offset of the 1st, not of today, in the months whose clocks change', () => {
    // 30 March 2026 is summer time, 1 March was winter time.
    expect(monthStartAt('2026-03-30T12:00:00Z')).toBe('2026-02-28T23:00:00.000Z')
    // 30 October 2026 is winter time, 1 October was summer time.
    expect(monthStartAt('2026-10-30T12:00:00Z')).toBe('2026-09-30T22:00:00.000Z')
    // The very first hour after the change of clocks.
    expect(monthStartAt('2026-03-29T01:00:00Z')).toBe('2026-02-28T23:00:00.000Z')
    expect(monthStartAt('2026-10-25T01:00:00Z')).toBe('2026-09-30T22:00:00.000Z')
  })

  it('follows the Paris calendar on the evening the month changes, not UTC', () => {
    // 31 October 23:30 UTC is already 1 November 00:30 in Paris.
    expect(monthStartAt('2026-10-31T23:30:00Z')).toBe('2026-10-31T23:00:00.000Z')
    // 31 October 22:30 UTC is still 31 October 23:30 in Paris.
    expect(monthStartAt('2026-10-31T22:30:00Z')).toBe('2026-09-30T22:00:00.000Z')
    // 30 April 22:30 UTC is 1 May 00:30 in Paris (summer time).
    expect(monthStartAt('2026-04-30T22:30:00Z')).toBe('2026-04-30T22:00:00.000Z')
    // The exact first instant of the month is inside it.
    expect(monthStartAt('2026-10-31T23:00:00Z')).toBe('2026-10-31T23:00:00.000Z')
  })

  it('does not depend on the time zone of the machine', () => {
    const original = process.env.TZ
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = zone
        expect(monthStartAt('2026-03-30T12:00:00Z')).toBe('2026-02-28T23:00:00.000Z')
        expect(iso(parisDayStart(2026, 7, 1))).toBe('2026-06-30T22:00:00.000Z')
      }
    } finally {
      if (original === undefined) delete process.env.TZ
      else process.env.TZ = original
    }
  })

  it('parisMonthStart and parisDayStart agree across a whole year', () => {
    for (let month = 1; month <= 12; month++) {
      const start = parisDayStart(2027, month, 1)
      expect(iso(parisMonthStart(new Date(start.getTime() + 86_400_000)))).toBe(iso(start))
      // One millisecond earlier belongs to the previous month.
      expect(iso(parisMonthStart(new Date(start.getTime() - 1)))).not.toBe(iso(start))
    }
  })
})

describe('status filter', () => {
  it('"Validées" selects both validated statuses, the others one status each', () => {
    expect(statusesFor('all')).toBeNull()
    expect(statusesFor('pending')).toEqual(['pending'])
    expect(statusesFor('validated')).toEqual(['validated_auto', 'validated_manual'])
    expect(statusesFor('rejected')).toEqual(['rejected'])
  })

  it('points are shown for validated rows only', () => {
    expect(showsPoints('validated_auto')).toBe(true)
    expect(showsPoints('validated_manual')).toBe(true)
    expect(showsPoints('pending')).toBe(false)
    expect(showsPoints('rejected')).toBe(false)
  })
})

describe('the database filter', () => {
  const now = new Date('2026-11-21T10:00:00Z')

  it('always limits to the member', () => {
    expect(memberDeclaredActionsWhere(7, { period: 'all', status: 'all', page: 1 }, now)).toEqual({
      and: [{ member: { equals: 7 } }],
    })
  })

  it('adds the statuses and the lower date bound', () => {
    expect(memberDeclaredActionsWhere(7, { period: 'month', status: 'validated', page: 3 }, now)).toEqual({
      and: [
        { member: { equals: 7 } },
        { status: { in: ['validated_auto', 'validated_manual'] } },
        { createdAt: { greater_than_equal: '2026-10-31T23:00:00.000Z' } },
      ],
    })
  })
})

describe('filters in the address', () => {
  it('reads French values and falls back to the defaults on anything else', () => {
    expect(parseMemberDeclaredActionFilters({ periode: 'mois', statut: 'validees', page: '3' })).toEqual({
      period: 'month',
      status: 'validated',
      page: 3,
    })
    expect(parseMemberDeclaredActionFilters({ periode: 'semaine', statut: 'en-attente' })).toMatchObject({
      period: 'week',
      status: 'pending',
      page: 1,
    })
    expect(parseMemberDeclaredActionFilters({ statut: 'rejetees' }).status).toBe('rejected')
    expect(parseMemberDeclaredActionFilters({ periode: 'hier', statut: 'validated_auto', page: '-2' })).toEqual({
      period: 'all',
      status: 'all',
      page: 1,
    })
    for (const page of ['0', '1.5', 'abc', '1e400', '']) expect(parseMemberDeclaredActionFilters({ page }).page).toBe(1)
    expect(parseMemberDeclaredActionFilters({ page: ['2', '5'], statut: ['rejetees'] })).toMatchObject({
      page: 2,
      status: 'rejected',
    })
  })

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(memberDeclaredActionsHref({ period: 'all', status: 'all', page: 1 })).toBe('/contributions')
    expect(memberDeclaredActionsHref({ period: 'week', status: 'rejected', page: 2 })).toBe(
      '/contributions?periode=semaine&statut=rejetees&page=2',
    )
    const filters: MemberDeclaredActionFilters = { period: 'month', status: 'pending', page: 4 }
    const search = new URL(memberDeclaredActionsHref(filters), 'http://x').searchParams
    expect(parseMemberDeclaredActionFilters(Object.fromEntries(search))).toEqual(filters)
  })
})

describe('page numbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 0)).toEqual([])
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 'gap', 10])
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageNumbers(10, 10)).toEqual([1, 'gap', 9, 10])
  })

  it('never hides a single page behind a gap', () => {
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageNumbers(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
  })
})

describe('page size and dates', () => {
  it('takes the rules global page size, never less than one row', () => {
    expect(pageSizeFrom(20)).toBe(20)
    expect(pageSizeFrom(5)).toBe(5)
    expect(pageSizeFrom(0)).toBe(20)
    expect(pageSizeFrom(null)).toBe(20)
  })

  it('writes dates the French way, on the Paris calendar', () => {
    expect(frenchDate('2026-11-21T10:00:00Z')).toBe('21/11/2026')
    expect(frenchDate('2026-10-31T23:30:00Z')).toBe('01/11/2026')
  })
})
