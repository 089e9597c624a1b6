import { APPLICATIONS_PATH } from './adminApplications'
import { STATUS_OPTIONS } from './memberDeclaredActions'
import { ADMIN_DECLARED_ACTIONS_PATH } from './adminDeclaredActions'
import { listHref, optionParam, type FilterOptions, type SearchParams } from './listParams'
import type { ModerationDelays } from './moderationDelays'
import { parisCalendarDay, parisDayStart } from './periods'
import type { RequestType } from './projectVisibility'
import { requiredPoints, type Semester } from './semesters'
import { COMMUNITY_TIME_ZONE } from './timeZones'

/**
 * The moderation queues the admin home ("À traiter"), the menu's badges and the admins' daily
 * late e-mail all name the same way: what each holds, which promised delay it answers to (none
 * for applications and reports: the charter promises no delay for them), and the view that shows
 * it already filtered.
 */

export const MODERATION_QUEUES = [
  'visibility',
  'feedback',
  'actions',
  'applications',
  'reports',
  'reportedFeedbacks',
] as const
export type ModerationQueue = (typeof MODERATION_QUEUES)[number]

export const PROJECTS_PATH = '/admin/projets'

/** The address parameter that opens one project's moderation sheet on /admin/projets. */
export const PROJECT_SHEET_PARAM = 'projet'

/** Where an admin e-mail about a project leads: its moderation sheet, not Payload's generic editor. */
export const projectModerationPath = (id: number) => `${PROJECTS_PATH}?${PROJECT_SHEET_PARAM}=${id}`

/** The pending list of /admin/projets filtered by request type: `?type=visibilite|feedback`. */
export const PROJECT_TYPE_OPTIONS: FilterOptions<RequestType | 'all'> = {
  all: { label: 'Tous' },
  visibility: { label: 'Visibilité', param: 'visibilite' },
  feedback: { label: 'Feedbacks', param: 'feedback' },
}

export const parseProjectTypeFilter = (params: SearchParams): RequestType | 'all' =>
  optionParam(PROJECT_TYPE_OPTIONS, params.type, 'all')

type QueueDefinition = {
  label: string
  href: string
  /** The `rules` field holding the queue's promised delay; null when none is promised. */
  delay: keyof ModerationDelays | null
}

export const QUEUE_DEFINITIONS: Record<ModerationQueue, QueueDefinition> = {
  visibility: {
    label: 'Projets en attente — visibilité',
    href: listHref(PROJECTS_PATH, { type: PROJECT_TYPE_OPTIONS.visibility.param }, 1),
    delay: 'visibility_answer_hours',
  },
  feedback: {
    label: 'Projets en attente — feedbacks',
    href: listHref(PROJECTS_PATH, { type: PROJECT_TYPE_OPTIONS.feedback.param }, 1),
    delay: 'feedback_moderation_hours',
  },
  actions: {
    label: "Déclarations d'actions",
    href: listHref(ADMIN_DECLARED_ACTIONS_PATH, { statut: STATUS_OPTIONS.pending.param }, 1),
    delay: 'action_verification_hours',
  },
  // The waiting list is the candidatures view's default tab.
  applications: { label: 'Candidatures', href: APPLICATIONS_PATH, delay: null },
  // Reports have no view of their own: Payload's list of reportings, those not processed yet.
  reports: {
    label: 'Reportings à traiter',
    href: '/admin/collections/project-reports?where%5Bprocessed_at%5D%5Bexists%5D=false',
    delay: null,
  },
  // Feedbacks members reported ("Signaler"), counted once per feedback: decided on the admin home.
  reportedFeedbacks: { label: 'Retours signalés', href: '/admin#cockpit-reported-feedbacks', delay: null },
}

/** One queue as counted: how many, since when the oldest waits, and how many are late (null: no delay). */
export type QueueFigures = { count: number; oldest: Date | null; late: number | null }

/** Whether the daily e-mail has something to say: at least one item past its delay. */
export const anythingLate = (queues: Record<ModerationQueue, QueueFigures>): boolean =>
  MODERATION_QUEUES.some((queue) => (queues[queue].late ?? 0) > 0)

/**
 * The requirement of a member by when they were activated, as steps: from each instant on, the
 * points `requiredPoints` asks in `semester` (the semester job's rule, sampled at each Paris
 * day's start, so the database can order the members at risk without the rule being rewritten
 * in SQL). Newest step first; an activation before the oldest step (or none) owes the threshold.
 */
export function requirementSteps(threshold: number, semester: Semester): { from: Date; required: number }[] {
  const steps: { from: Date; required: number }[] = []
  const { year, month, day } = semester.first
  const cursor = new Date(Date.UTC(year, month - 1, day))
  const last = Date.UTC(semester.last.year, semester.last.month - 1, semester.last.day)
  let previous = threshold
  for (; cursor.getTime() <= last; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
    const from = parisDayStart(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, cursor.getUTCDate())
    const required = requiredPoints(threshold, semester, from)
    if (required !== previous) steps.push({ from, required })
    previous = required
  }
  return steps.reverse()
}

/**
 * Whether a week of the amplification calendar needs the admin's eye: more projects than the
 * home shows in a week, or, for the current week only, fewer than it should show.
 */
export function weekFlag(scheduled: number, perWeek: number, isCurrentWeek: boolean): string | null {
  if (scheduled > perWeek) return `Plus de ${perWeek} projets cette semaine-là`
  if (isCurrentWeek && scheduled < perWeek) return `Moins de ${perWeek} projets cette semaine`
  return null
}

/** The Paris day (`YYYY-MM-DD`) of an instant: the daily e-mail's idempotency key per admin. */
export function parisDayKey(date: Date): string {
  const { year, month, day } = parisCalendarDay(date)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The hour (Paris) of the admins' daily late e-mail. */
export const LATE_DIGEST_HOUR = 8

const parisHour = new Intl.DateTimeFormat('en-GB', { timeZone: COMMUNITY_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' })

/**
 * Whether the daily late e-mail is due at `now`: during 08:xx in Paris. The job is scheduled
 * every hour (Payload's cron reads the server's zone, not Paris's) and acts only in that hour,
 * so summer and winter time both give 08:00 in Paris; the per-day key keeps it to one e-mail.
 */
export const lateDigestDue = (now: Date): boolean => Number(parisHour.format(now)) === LATE_DIGEST_HOUR
