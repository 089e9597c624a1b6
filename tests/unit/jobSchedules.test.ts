import { describe, expect, it } from 'vitest'

import { scheduleIntervalSeconds } from '@/domain/infrastructure/jobSchedules'

describe('the longest a scheduled task waits between runs', () => {
  it("reads Tryb's cron forms", () => {
    expect(scheduleIntervalSeconds('0 20 * * * *')).toBe(3_600)
    expect(scheduleIntervalSeconds('0 */10 * * * *')).toBe(600)
    expect(scheduleIntervalSeconds('0 0 6 * * *')).toBe(86_400)
    expect(scheduleIntervalSeconds('0 40 3 * * *')).toBe(86_400)
    expect(scheduleIntervalSeconds('0 * * * * *')).toBe(60)
  })

  it('takes a week for a day-of-week or day-of-month schedule, and a day for a form it does not read', () => {
    expect(scheduleIntervalSeconds('0 0 8 * * 1')).toBe(604_800)
    expect(scheduleIntervalSeconds('@daily')).toBe(86_400)
  })
})
