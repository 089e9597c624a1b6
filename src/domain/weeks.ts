import { parisCalendarDay } from './points/periods'

/** Stored so "this week" means the same week for everyone, whatever the server's time zone. */
export function parisWeekMonday(date: Date, weeks = 0): Date {
  const { year, month, day } = parisCalendarDay(date)
  const monday = new Date(Date.UTC(year, month - 1, day))
  const daysSinceMonday = (monday.getUTCDay() + 6) % 7
  monday.setUTCDate(monday.getUTCDate() - daysSinceMonday + weeks * 7)
  return monday
}

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const

/** Any day stands for its week, so the admin cannot store a week starting mid-week. */
export function mondayOfDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim())
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const monday = new Date(Date.UTC(year, month - 1, date))
  if (monday.getUTCFullYear() !== year || monday.getUTCMonth() !== month - 1 || monday.getUTCDate() !== date)
    return null
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return monday
}

/** A calendar date stored at midnight UTC, as `YYYY-MM-DD` (what a date input shows). */
export const calendarDay = (date: Date) => date.toISOString().slice(0, 10)

export function exposureWeekLabel(monday: Date): string {
  const sunday = new Date(monday)
  sunday.setUTCDate(monday.getUTCDate() + 6)
  const startMonth = FRENCH_MONTHS[monday.getUTCMonth()]
  const endMonth = FRENCH_MONTHS[sunday.getUTCMonth()]
  const start = monday.getUTCDate() === 1 ? '1er' : String(monday.getUTCDate())
  return startMonth === endMonth
    ? `${start}-${sunday.getUTCDate()} ${endMonth}`
    : `${start} ${startMonth}-${sunday.getUTCDate()} ${endMonth}`
}

/** "du 7 au 13 décembre 2026", "du 28 décembre 2026 au 3 janvier 2027": a week as a service period, for invoices. */
export function exposureWeekPeriod(start: Date | string): string | null {
  const monday = mondayOfDay(calendarDay(new Date(start)))
  if (!monday) return null
  const sunday = new Date(monday)
  sunday.setUTCDate(monday.getUTCDate() + 6)
  const day = (date: Date) => (date.getUTCDate() === 1 ? '1er' : String(date.getUTCDate()))
  const month = (date: Date) => FRENCH_MONTHS[date.getUTCMonth()]
  if (monday.getUTCFullYear() !== sunday.getUTCFullYear()) {
    return `du ${day(monday)} ${month(monday)} ${monday.getUTCFullYear()} au ${day(sunday)} ${month(sunday)} ${sunday.getUTCFullYear()}`
  }
  const from = month(monday) === month(sunday) ? day(monday) : `${day(monday)} ${month(monday)}`
  return `du ${from} au ${day(sunday)} ${month(sunday)} ${sunday.getUTCFullYear()}`
}

/** Every screen writes the week from its date through this, so no typed text can drift from the week. */
export function storedWeekLabel(start: Date | string | null | undefined): string | null {
  if (!start) return null
  const monday = mondayOfDay(calendarDay(new Date(start)))
  return monday && exposureWeekLabel(monday)
}

export type CampaignGroup = 'current' | 'upcoming' | 'finished'

export const CAMPAIGN_GROUPS = [
  { group: 'current', title: 'Cette semaine' },
  { group: 'upcoming', title: 'À venir' },
  { group: 'finished', title: 'Terminées' },
] as const satisfies readonly { group: CampaignGroup; title: string }[]

/** A campaign with no week can only be an old published one. */
export function campaignGroup(
  project: { status: string; exposure_week_start?: string | Date | null },
  now: Date,
): CampaignGroup {
  if (project.status === 'published' || !project.exposure_week_start) return 'finished'
  const start = calendarDay(new Date(project.exposure_week_start))
  const thisWeek = calendarDay(parisWeekMonday(now))
  if (start < thisWeek) return 'finished'
  return start < calendarDay(parisWeekMonday(now, 1)) ? 'current' : 'upcoming'
}
