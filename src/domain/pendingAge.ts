import { isLate, waitingAge, type ModerationDelays } from './moderationDelays'
import { QUEUE_DEFINITIONS } from './moderationQueues'
import type { RequestType } from './projectVisibility'

/**
 * What the moderation views show of a pending item's wait: its age, and whether it is past the
 * delay the charter promises for its kind. Applications have no promised delay: an age, never
 * "En retard".
 */
export type PendingAge = { age: string; late: boolean }

/** The word the views print (text, not colour alone, so screen readers say it too). */
export const LATE_LABEL = 'En retard'

/**
 * The promised delay of a pending project: its queue's (`QUEUE_DEFINITIONS`: 24 h to moderate a
 * feedback one, 48 h to answer a visibility one), the one the admin home counts late against.
 */
export const projectDelayHours = (requestType: RequestType, delays: ModerationDelays): number =>
  delays[QUEUE_DEFINITIONS[requestType].delay ?? 'visibility_answer_hours']

/** The wait of an item pending since `createdAt` (ISO); `delayHours` null when nothing is promised. */
export function pendingAge(createdAt: string, delayHours: number | null, now: Date): PendingAge {
  const since = new Date(createdAt)
  return { age: waitingAge(since, now), late: delayHours !== null && isLate(since, delayHours, now) }
}
