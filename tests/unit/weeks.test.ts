import { describe, expect, it } from 'vitest'

import {
  campaignGroup,
  exposureWeekLabel,
  exposureWeekPeriod,
  mondayOfDay,
  parisWeekMonday,
  storedWeekLabel,
} from '@/domain/weeks'

const day = (date: Date) => date.toISOString().slice(0, 10)

describe('parisWeekMonday', () => {
  it('gives the Monday of the week for any day of it', () => {
    expect(day(parisWeekMonday(new Date('2026-11-18T12:00:00Z')))).toBe('2026-11-16') // Wednesday
    expect(day(parisWeekMonday(new Date('2026-11-16T00:30:00Z')))).toBe('2026-11-16') // Monday
    expect(day(parisWeekMonday(new Date('2026-11-22T12:00:00Z')))).toBe('2026-11-16') // Sunday
  })

  it('follows Paris, not UTC: Sunday 23:30 UTC is already Monday in Paris', () => {
    expect(day(parisWeekMonday(new Date('2026-11-22T23:30:00Z')))).toBe('2026-11-23')
  })

  it('shifts by whole weeks, across months and years', () => {
    expect(day(parisWeekMonday(new Date('2026-12-30T12:00:00Z'), 1))).toBe('2027-01-04')
    expect(day(parisWeekMonday(new Date('2026-11-18T12:00:00Z'), -2))).toBe('2026-11-02')
  })
})

describe('mondayOfDay', () => {
  it('snaps any day of the week to its Monday', () => {
    expect(day(mondayOfDay('2026-11-23')!)).toBe('2026-11-23') // Monday
    expect(day(mondayOfDay('2026-11-26')!)).toBe('2026-11-23') // Thursday
    expect(day(mondayOfDay('2026-11-29')!)).toBe('2026-11-23') // Sunday
    expect(day(mondayOfDay('2027-01-01')!)).toBe('2026-12-28') // across the year
  })

  it('refuses what is not a real day', () => {
    for (const text of ['', '2026-W48', '2026-02-30', '23/11/2026', '2026-13-01', 'x']) {
      expect(mondayOfDay(text)).toBeNull()
    }
  })
})

describe('exposureWeekLabel', () => {
  const label = (monday: string) => exposureWeekLabel(new Date(`${monday}T00:00:00Z`))

  it('writes a week inside one month as the product does ("12-18 janvier")', () => {
    expect(label('2026-11-23')).toBe('23-29 novembre')
    expect(label('2027-01-11')).toBe('11-17 janvier')
  })

  it('names both months when the week spans two, even across the new year', () => {
    expect(label('2026-11-30')).toBe('30 novembre-6 décembre')
    expect(label('2026-12-28')).toBe('28 décembre-3 janvier')
    expect(label('2027-02-22')).toBe('22-28 février')
  })

  it('writes the first of the month the French way', () => {
    expect(label('2027-03-01')).toBe('1er-7 mars')
  })
})

describe('storedWeekLabel', () => {
  it('writes the week of a stored Monday, whatever the form it comes in', () => {
    expect(storedWeekLabel('2026-11-23T00:00:00.000Z')).toBe('23-29 novembre')
    expect(storedWeekLabel(new Date('2026-11-30T00:00:00Z'))).toBe('30 novembre-6 décembre')
    expect(storedWeekLabel('2026-12-28T00:00:00.000Z')).toBe('28 décembre-3 janvier')
  })

  it('gives the week of a date stored mid-week or at an hour (older rows)', () => {
    expect(storedWeekLabel('2026-11-25T11:00:00.000Z')).toBe('23-29 novembre')
  })

  it('is null when no week is set, so the page says "à définir"', () => {
    expect(storedWeekLabel(null)).toBeNull()
    expect(storedWeekLabel(undefined)).toBeNull()
    expect(storedWeekLabel('')).toBeNull()
  })
})

describe('campaignGroup', () => {
  // Wednesday 25 November 2026, 10:00 in Paris: the current week starts Monday 23.
  const now = new Date('2026-11-25T09:00:00Z')
  const scheduled = (monday: string) => ({ status: 'scheduled', exposure_week_start: `${monday}T00:00:00.000Z` })

  it('puts a campaign of the current Paris week in "Cette semaine"', () => {
    expect(campaignGroup(scheduled('2026-11-23'), now)).toBe('current')
  })

  it('puts later weeks in "À venir", across the new year', () => {
    expect(campaignGroup(scheduled('2026-11-30'), now)).toBe('upcoming')
    expect(campaignGroup(scheduled('2027-01-04'), now)).toBe('upcoming')
  })

  it('puts past weeks, published campaigns and weekless ones in "Terminées"', () => {
    expect(campaignGroup(scheduled('2026-11-16'), now)).toBe('finished')
    expect(campaignGroup({ status: 'published', exposure_week_start: '2026-11-23T00:00:00.000Z' }, now)).toBe(
      'finished',
    )
    expect(campaignGroup({ status: 'published', exposure_week_start: null }, now)).toBe('finished')
  })

  it('moves with the clock: the same campaign is "À venir", then "Cette semaine", then "Terminées"', () => {
    const campaign = scheduled('2026-11-30')
    expect(campaignGroup(campaign, new Date('2026-11-29T22:59:00Z'))).toBe('upcoming') // Sunday 23:59 Paris
    expect(campaignGroup(campaign, new Date('2026-11-29T23:00:00Z'))).toBe('current') // Monday 00:00 Paris
    expect(campaignGroup(campaign, new Date('2026-12-06T23:00:00Z'))).toBe('finished') // the Monday after
  })
})

describe('exposureWeekPeriod', () => {
  it('writes the week as an invoice’s service period, the year always given', () => {
    expect(exposureWeekPeriod('2026-12-07T00:00:00.000Z')).toBe('du 7 au 13 décembre 2026')
    expect(exposureWeekPeriod('2026-11-30T00:00:00.000Z')).toBe('du 30 novembre au 6 décembre 2026')
    expect(exposureWeekPeriod('2026-12-28T00:00:00.000Z')).toBe('du 28 décembre 2026 au 3 janvier 2027')
    expect(exposureWeekPeriod('2027-02-01T00:00:00.000Z')).toBe('du 1er au 7 février 2027')
  })
})
