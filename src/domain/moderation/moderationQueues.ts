import { APPLICATIONS_PATH } from '../applications/adminApplications'
import { STATUS_OPTIONS } from '../declaredActions/memberDeclaredActions'
import { ADMIN_DECLARED_ACTIONS_PATH } from '../declaredActions/adminDeclaredActions'
import { listHref, optionParam, type FilterOptions, type SearchParams } from '../request/listParams'
import type { ModerationDelays } from './moderationDelays'
import { parisCalendarDay, parisDayStart } from '../points/periods'
import type { RequestType } from '../projects/projectVisibility'
import { requiredPoints, type Semester } from '../semesters'
import { COMMUNITY_TIME_ZONE } from '../timeZones'

/**
 * One naming for the home, the menu's badges and the late e-mail;
 * the charter promises no delay for applications, project reports and flagged feedbacks.
 */

export const MODERATION_QUEUES = [
  'visibility',
  'feedback',
  'actions',
  'applications',
  'reports',
  'flaggedFeedbacks',
] as const
export type ModerationQueue = (typeof MODERATION_QUEUES)[number]

export const PROJECTS_PATH = '/admin/projets'

export const PROJECT_SHEET_PARAM = 'projet'

/** Where an admin e-mail about a project leads: its moderation sheet, not Payload's generic editor. */
export const projectModerationPath = (id: number) => `${PROJECTS_PATH}?${PROJECT_SHEET_PARAM}=${id}`

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
  // Feedbacks members flagged ("Signaler"), counted once per feedback: decided on the admin home.
  flaggedFeedbacks: { label: 'Retours signalés', href: '/admin#cockpit-reported-feedbacks', delay: null },
}

export type QueueFigures = { count: number; oldest: Date | null; late: number | null }

export const anythingLate = (queues: Record<ModerationQueue, QueueFigures>): boolean =>
  MODERATION_QUEUES.some((queue) => (queues[queue].late ?? 0) > 0)

/** Sampled at each Paris day's start, so the database orders the members at risk without the rule rewritten in SQL. */
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

export function weekFlag(scheduled: number, perWeek: number, isCurrentWeek: boolean): string | null {
  if (scheduled > perWeek) return `Plus de ${perWeek} projets cette semaine-là`
  if (isCurrentWeek && scheduled < perWeek) return `Moins de ${perWeek} projets cette semaine`
  return null
}

export function parisDayKey(date: Date): string {
  const { year, month, day } = parisCalendarDay(date)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export const LATE_DIGEST_HOUR = 8

const parisHour = new Intl.DateTimeFormat('en-GB', { timeZone: COMMUNITY_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' })

/**
 * Payload's cron reads the server's zone, so the job runs hourly and
 * acts only in Paris's 08:xx; the per-day key keeps it to one e-mail.
 */
export const lateDigestDue = (now: Date): boolean => Number(parisHour.format(now)) === LATE_DIGEST_HOUR
