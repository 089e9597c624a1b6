import { parisMonthStart } from './periods'

/** A member proposes at most one visibility project per calendar month (Europe/Paris). */
export const VISIBILITY_QUOTA_MESSAGE =
  'Tu as déjà proposé un projet de visibilité ce mois-ci : un seul par mois calendaire.'

/** From when earlier visibility projects count against a new one at `now`: the Paris month's start. */
export const visibilityQuotaSince = (now: Date): Date => parisMonthStart(now)
