/**
 * The delays the charter promises: a declared action is verified within 48 h, a feedback project
 * moderated within 24 h, a visibility request answered within 48 h. Their values are fields of the
 * `rules` global (defaults in `DEFAULT_RULES`). This module says what is late and how old an item
 * is, the same way on the admin home, in the moderation views and in the admins' daily e-mail.
 */

const HOUR_MS = 60 * 60 * 1000

/** The delays, in hours, as the `rules` global holds them. */
export type ModerationDelays = {
  action_verification_hours: number
  feedback_moderation_hours: number
  visibility_answer_hours: number
}

/** The instant from which an item waiting since `since` is late. */
export const lateFrom = (since: Date, delayHours: number): Date => new Date(since.getTime() + delayHours * HOUR_MS)

/** Items created before this instant are late at `now` (the bound of a "late" count). */
export const lateBefore = (now: Date, delayHours: number): Date => new Date(now.getTime() - delayHours * HOUR_MS)

export const isLate = (since: Date, delayHours: number, now: Date): boolean =>
  now.getTime() >= lateFrom(since, delayHours).getTime()

/**
 * How long an item has waited, in French, to the unit an admin acts on: "moins d’une heure",
 * "5 h", "2 j 3 h", "12 j".
 */
export function waitingAge(since: Date, now: Date): string {
  const hours = Math.floor(Math.max(0, now.getTime() - since.getTime()) / HOUR_MS)
  if (hours < 1) return 'moins d’une heure'
  if (hours < 24) return `${hours} h`
  const days = Math.floor(hours / 24)
  const rest = hours % 24
  return days >= 10 || rest === 0 ? `${days} j` : `${days} j ${rest} h`
}
