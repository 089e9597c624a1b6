import type { ActionType } from './declaredActions'
import { countOf } from './french'
import { parisDayStart } from './periods'
import type { ActionGain, Standing } from './standing'
import type { SupportNetwork } from './supportPosts'
import { COMMUNITY_TIME_ZONE } from './timeZones'
import { calendarDay, parisWeekMonday } from './weeks'

/**
 * "Cette semaine dans la Tryb": every Monday at 08:00 Paris time, each active
 * member gets the week's projects to amplify with their posts, the new feedback projects, their
 * points against the requirement and their pending declarations.
 */
export const WEEKLY_DIGEST_TITLE = 'Cette semaine dans la Tryb'

export const WEEKLY_DIGEST_HOUR = 8

const parisWeekdayAndHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMMUNITY_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
})

/**
 * Whether the digest is due at `now`: Monday from 08:00 in Paris, summer and winter. The job runs
 * every hour (Payload's cron reads the server's zone, not Paris's); the runs after 08:00 send
 * what a failed or interrupted 08:00 run left unsent (each member's digest is written once), so
 * a member gets Monday's digest on Monday, never a stale one later in the week.
 */
export function weeklyDigestDue(now: Date): boolean {
  const parts = parisWeekdayAndHour.formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value
  return part('weekday') === 'Mon' && Number(part('hour')) >= WEEKLY_DIGEST_HOUR
}

/** The week a digest is for, as its Monday's date (`2026-11-23`). */
export const digestWeek = (now: Date): string => calendarDay(parisWeekMonday(now))

/** Makes a member's digest of a week unique, whichever worker or rerun writes it first. */
export const weeklyDigestKey = (week: string, memberId: number) => `week_projects:${week}:${memberId}`

/** "New" feedback projects were published since the previous Monday began, in Paris. */
export function newFeedbackSince(now: Date): Date {
  const monday = parisWeekMonday(now, -1)
  return parisDayStart(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate())
}

/** Members read per page (keyset on id): the digest never holds the whole membership in memory. */
export const DIGEST_MEMBERS_PAGE = 200

/** Pending declarations listed per member; the rest is counted. */
export const DIGEST_PENDING_SHOWN = 5

export type DigestProject = { title: string; path: string; posts: { url: string; network: SupportNetwork }[] }

export type DigestPending = { projectTitle: string; actionType: ActionType }

/** What one member's digest says, gathered by the job and written by the template. */
export type WeeklyDigestContent = {
  firstName: string
  /** The exposure week's label, "23-29 novembre". */
  weekLabel: string
  projects: DigestProject[]
  /** Feedback projects asking for feedback, with their visible feedbacks. */
  feedback: { title: string; path: string; feedbacks: number }[]
  standing: Standing
  /** What one more validated action of each type adds (the rules global's points). */
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
