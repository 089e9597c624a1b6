import { parisCalendarDay } from './periods'

/**
 * The Monday of the Paris week containing `date`, shifted by `weeks`, as a calendar date
 * (midnight UTC of that day): how a project's exposure week is stored, so "this week" means
 * the same week for everyone in the community, whatever the server's time zone.
 */
export function parisWeekMonday(date: Date, weeks = 0): Date {
  const { year, month, day } = parisCalendarDay(date)
  const monday = new Date(Date.UTC(year, month - 1, day))
  const daysSinceMonday = (monday.getUTCDay() + 6) % 7
  monday.setUTCDate(monday.getUTCDate() - daysSinceMonday + weeks * 7)
  return monday
}
