import { isLate, waitingAge, type ModerationDelays } from '../moderation/moderationDelays'
import { QUEUE_DEFINITIONS } from '../moderation/moderationQueues'
import type { RequestType } from '../projects/projectVisibility'

/** Applications have no promised delay: an age, never "En retard". */
export type PendingAge = { age: string; late: boolean }

/** The word the views print (text, not colour alone, so screen readers say it too). */
export const LATE_LABEL = 'En retard'

/** The same delay the admin home counts late against. */
export const projectDelayHours = (requestType: RequestType, delays: ModerationDelays): number =>
  delays[QUEUE_DEFINITIONS[requestType].delay ?? 'visibility_answer_hours']

export function pendingAge(createdAt: string, delayHours: number | null, now: Date): PendingAge {
  const since = new Date(createdAt)
  return { age: waitingAge(since, now), late: delayHours !== null && isLate(since, delayHours, now) }
}
