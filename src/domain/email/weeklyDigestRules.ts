import type { ActionType } from '../declaredActions/declaredActions'
import { countOf } from '../french'
import { parisDayStart } from '../points/periods'
import type { ActionGain, Standing } from '../points/standing'
import type { SupportNetwork } from '../support/supportPosts'
import { COMMUNITY_TIME_ZONE } from '../timeZones'
import { calendarDay, parisWeekMonday } from '../weeks'

export const WEEKLY_DIGEST_TITLE = 'Cette semaine dans la Tryb'

export const WEEKLY_DIGEST_HOUR = 8

const parisWeekdayAndHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMMUNITY_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
})

/**
 * Hourly because Payload's cron reads the server's zone; later runs send
 * only what a failed 08:00 run left, never a stale digest later in the week.
 */
export function weeklyDigestDue(now: Date): boolean {
  const parts = parisWeekdayAndHour.formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value
  return part('weekday') === 'Mon' && Number(part('hour')) >= WEEKLY_DIGEST_HOUR
}

export const digestWeek = (now: Date): string => calendarDay(parisWeekMonday(now))

export const weeklyDigestKey = (week: string, memberId: number) => `week_projects:${week}:${memberId}`

/** "New" feedback projects were published since the previous Monday began, in Paris. */
export function newFeedbackSince(now: Date): Date {
  const monday = parisWeekMonday(now, -1)
  return parisDayStart(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate())
}

/** Keyset pages on id, so the digest never holds the whole membership in memory. */
export const DIGEST_MEMBERS_PAGE = 200

export const DIGEST_PENDING_SHOWN = 5

export type DigestProject = { title: string; path: string; posts: { url: string; network: SupportNetwork }[] }

export type DigestPending = { projectTitle: string; actionType: ActionType }

export type WeeklyDigestContent = {
  firstName: string
  weekLabel: string
  projects: DigestProject[]
  feedback: { title: string; path: string; feedbacks: number }[]
  standing: Standing
  gains: ActionGain[]
  pending: { shown: DigestPending[]; total: number }
}

/** The notification under the bell that goes with the digest (and is written even when the e-mail is off). */
export function weeklyDigestNotice(content: WeeklyDigestContent): { title: string; body: string } {
  const { projects, standing, pending } = content
  const toAmplify =
    projects.length > 0
      ? `À amplifier : ${projects.map((project) => project.title).join(', ')}.`
      : 'Aucun projet à amplifier cette semaine.'
  const points = standing.exempt
    ? countOf(standing.points, 'point', 'points')
    : `${countOf(standing.points, 'point', 'points')} sur ${standing.required}${standing.proRata ? ' (ton seuil au prorata)' : ''}`
  const waiting = pending.total > 0 ? ` · ${countOf(pending.total, 'déclaration', 'déclarations')} en attente` : ''
  return {
    title:
      projects.length > 0
        ? `${WEEKLY_DIGEST_TITLE} : ${countOf(projects.length, 'projet', 'projets')} à amplifier`
        : WEEKLY_DIGEST_TITLE,
    body: `${toAmplify} ${points} · ${countOf(standing.daysLeft, 'jour restant', 'jours restants')}${waiting}.`,
  }
}
