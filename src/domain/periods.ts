/**
 * A points period is a semester in Europe/Paris: 1 January–30 June ("2026-S1") and
 * 1 July–31 December ("2026-S2"). The key is stored on each ledger row so a member's period
 * points are one indexed sum.
 */
export const COMMUNITY_TIME_ZONE = 'Europe/Paris'

export type PeriodKey = `${number}-S${1 | 2}`

/** Calendar year and month (1–12) of `date` as seen in Paris. */
function parisYearMonth(date: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: COMMUNITY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(date)
  const year = Number(parts.find((part) => part.type === 'year')?.value)
  const month = Number(parts.find((part) => part.type === 'month')?.value)
  return { year, month }
}

export function periodOf(date: Date): PeriodKey {
  const { year, month } = parisYearMonth(date)
  return `${year}-S${month <= 6 ? 1 : 2}` as PeriodKey
}
