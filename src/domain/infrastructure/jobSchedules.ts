/**
 * How often a scheduled task's cron (Payload's six fields, seconds first) runs it at most apart:
 * what the "job not run on schedule" alert compares its last success with. Covers the forms
 * Tryb's tasks use (hourly at a minute, every N minutes, daily at an hour); another form is a day.
 */
export function scheduleIntervalSeconds(cron: string): number {
  const fields = cron.trim().split(/\s+/)
  if (fields.length !== 6) return 86_400
  const [, minute, hour, dayOfMonth, month, dayOfWeek] = fields
  if (dayOfMonth !== '*' || month !== '*' || dayOfWeek !== '*') return 7 * 86_400
  if (hour !== '*') return 86_400
  const everyMinutes = /^\*\/(\d+)$/.exec(minute)
  if (everyMinutes) return Number(everyMinutes[1]) * 60
  if (minute === '*') return 60
  return 3_600
}
