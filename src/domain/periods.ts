/**
 * A points period is a semester in Europe/Paris: 1 January–30 June ("2026-S1") and
 * 1 July–31 December ("2026-S2"). The key is stored on each ledger row so a member's period
 * points are one indexed sum.
 */
export const COMMUNITY_TIME_ZONE = 'Europe/Paris'

export type PeriodKey = `${number}-S${1 | 2}`

const parisCalendar = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMMUNITY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
})

/** The calendar day (month 1–12) that `date` falls on in Paris. */
export function parisCalendarDay(date: Date): { year: number; month: number; day: number } {
  const parts = parisCalendar.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

export function periodOf(date: Date): PeriodKey {
  const { year, month } = parisCalendarDay(date)
  return `${year}-S${month <= 6 ? 1 : 2}` as PeriodKey
}
