import { parisCalendarDay, periodOf, type PeriodKey } from './points/periods'

export type Semester = {
  key: PeriodKey
  first: { year: number; month: number; day: number }
  last: { year: number; month: number; day: number }
}

export function semesterOf(date: Date): Semester {
  const { year, month } = parisCalendarDay(date)
  return month <= 6
    ? { key: periodOf(date), first: { year, month: 1, day: 1 }, last: { year, month: 6, day: 30 } }
    : { key: periodOf(date), first: { year, month: 7, day: 1 }, last: { year, month: 12, day: 31 } }
}

export function previousSemester(date: Date): Semester {
  const { year, month } = semesterOf(date).first
  return semesterOf(new Date(Date.UTC(month === 1 ? year - 1 : year, month === 1 ? 6 : 0, 15)))
}

const dayNumber = ({ year, month, day }: { year: number; month: number; day: number }) =>
  Date.UTC(year, month - 1, day) / 86_400_000

export function daysLeftInSemester(date: Date): number {
  return dayNumber(semesterOf(date).last) - dayNumber(parisCalendarDay(date)) + 1
}

export const SEMESTER_WEEKS = 26

/** `activatedAt` null = all along. */
export function requiredPoints(threshold: number, semester: Semester, activatedAt: Date | null): number {
  if (!activatedAt) return threshold
  const activatedDay = dayNumber(parisCalendarDay(activatedAt))
  if (activatedDay <= dayNumber(semester.first)) return threshold
  const daysActive = Math.max(0, dayNumber(semester.last) - activatedDay + 1)
  const weeksActive = Math.min(SEMESTER_WEEKS, Math.ceil(daysActive / 7))
  return Math.ceil((threshold * weeksActive) / SEMESTER_WEEKS)
}

/** Which end-of-semester reminder is due: the 3-week one from 21 days left, the last from 7. */
export function reminderDue(date: Date): 'reminder_3_weeks' | 'reminder_1_week' | null {
  const left = daysLeftInSemester(date)
  if (left <= 7) return 'reminder_1_week'
  if (left <= 21) return 'reminder_3_weeks'
  return null
}

export const wasActiveDuring = (semester: Semester, activatedAt: Date | null) =>
  !activatedAt || dayNumber(parisCalendarDay(activatedAt)) <= dayNumber(semester.last)
