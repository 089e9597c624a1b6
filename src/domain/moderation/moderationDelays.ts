/** Values are fields of the `rules` global; the same lateness rule on the home, the views and the daily e-mail. */

const HOUR_MS = 60 * 60 * 1000

export type ModerationDelays = {
  action_verification_hours: number
  feedback_moderation_hours: number
  visibility_answer_hours: number
}

export const lateFrom = (since: Date, delayHours: number): Date => new Date(since.getTime() + delayHours * HOUR_MS)

export const lateBefore = (now: Date, delayHours: number): Date => new Date(now.getTime() - delayHours * HOUR_MS)

export const isLate = (since: Date, delayHours: number, now: Date): boolean =>
  now.getTime() >= lateFrom(since, delayHours).getTime()

/** To the unit an admin acts on. */
export function waitingAge(since: Date, now: Date): string {
  const hours = Math.floor(Math.max(0, now.getTime() - since.getTime()) / HOUR_MS)
  if (hours < 1) return 'moins d’une heure'
  if (hours < 24) return `${hours} h`
  const days = Math.floor(hours / 24)
  const rest = hours % 24
  return days >= 10 || rest === 0 ? `${days} j` : `${days} j ${rest} h`
}
