import { frenchLongDate } from '../french'
import { parisCalendarDay, parisDayStart, parisMonthStart } from '../points/periods'

export const VISIBILITY_QUOTA_REACHED = 'Tu as déjà proposé un projet de visibilité ce mois-ci'

export const visibilityQuotaSince = (now: Date): Date => parisMonthStart(now)

export function nextVisibilityRequest(now: Date): Date {
  const { year, month } = parisCalendarDay(now)
  return month === 12 ? parisDayStart(year + 1, 1, 1) : parisDayStart(year, month + 1, 1)
}

/** One visibility project per calendar month in Paris (docs/PRODUCT-RULES.md#projects). */
export const visibilityQuotaMessage = (now: Date): string =>
  `${VISIBILITY_QUOTA_REACHED} : prochaine demande possible le ${frenchLongDate(nextVisibilityRequest(now))}.`
