import { COMMUNITY_TIME_ZONE } from '../timeZones'

/** The key is stored on each ledger row so a member's period points are one indexed sum. */
export type PeriodKey = `${number}-S${1 | 2}`

const parisCalendar = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMMUNITY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
})

export function parisCalendarDay(date: Date): { year: number; month: number; day: number } {
  const parts = parisCalendar.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

export function periodOf(date: Date): PeriodKey {
  const { year, month } = parisCalendarDay(date)
  return `${year}-S${month <= 6 ? 1 : 2}` as PeriodKey
}

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMMUNITY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
})

/** How far Paris's wall clock is ahead of UTC at `date`, in ms (1 h in winter, 2 h in summer). */
function parisOffsetMs(date: Date): number {
  const parts = parisClock.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - Math.floor(date.getTime() / 1000) * 1000
}

/** The offset is read at that midnight, not at "now", so a day after a clock change gets the offset it really had. */
export function parisDayStart(year: number, month: number, day: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, day)
  const guess = utcMidnight - parisOffsetMs(new Date(utcMidnight))
  return new Date(utcMidnight - parisOffsetMs(new Date(guess)))
}

export function parisMonthStart(date: Date): Date {
  const { year, month } = parisCalendarDay(date)
  return parisDayStart(year, month, 1)
}
