import { frenchLongDate } from './french'
import { parisCalendarDay, parisDayStart, parisMonthStart } from './periods'

/** The quota's words, as every page and the server's refusal begin them. */
export const VISIBILITY_QUOTA_REACHED = 'Tu as déjà proposé un projet de visibilité ce mois-ci'

/** From when earlier visibility projects count against a new one at `now`: the Paris month's start. */
export const visibilityQuotaSince = (now: Date): Date => parisMonthStart(now)

/** When a member who reached the quota at `now` may propose again: the next Paris month's first day. */
export function nextVisibilityRequest(now: Date): Date {
  const { year, month } = parisCalendarDay(now)
  return month === 12 ? parisDayStart(year + 1, 1, 1) : parisDayStart(year, month + 1, 1)
}

/**
 * A member proposes at most one visibility project per calendar month (Europe/Paris,
 * docs/PRODUCT-RULES.md): the refusal, and what the pages say before the form, with the date of
 * the next possible request ("le 1er décembre 2026").
 */
export const visibilityQuotaMessage = (now: Date): string =>
  `${VISIBILITY_QUOTA_REACHED} : prochaine demande possible le ${frenchLongDate(nextVisibilityRequest(now))}.`
