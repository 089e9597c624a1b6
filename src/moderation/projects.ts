import type { Payload, PayloadRequest, Where } from 'payload'
import { OWNER_EDIT_ACTION } from '@/domain/projects/projectEdits'
import { UNDO_MESSAGES } from '@/domain/moderation/undo'

import { isAdmin } from '@/access/utilities'
import {
  crowdedWeekWarning,
  PROJECT_MODERATION_MESSAGES as MESSAGES,
  projectHistoryLabel,
} from '@/domain/projects/projectModeration'
import { PROJECT_TRANSITION_ERRORS } from '@/domain/projects/projectTransitions'
import { PROJECT_TYPE_OPTIONS } from '@/domain/moderation/moderationQueues'
import {
  PROJECT_STATUS_LABELS,
  projectStatusLabel,
  type ProjectStatus,
  type RequestType,
} from '@/domain/projects/projectVisibility'
import { COMPANY_WEBSITE, SOCIAL_NETWORKS } from '@/domain/profile/socialNetworks'
import { calendarDay, exposureWeekLabel, mondayOfDay, storedWeekLabel } from '@/domain/weeks'
import { cappedCount, keysetPage, type CappedCount } from '@/db/keysetPage'
import type { Cursor, ListOrder } from '@/domain/request/listParams'
import type { ModerationDelays } from '@/domain/moderation/moderationDelays'
import { pendingAge, projectDelayHours, type PendingAge } from '@/domain/applications/pendingAge'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { AuditLog, Member, Project, ProjectHeroImage, User } from '@/payload-types'

import { moderationRefusal } from '@/auth/accessDenied'
import type { ModerationProject } from './moderationProject'
import { moderationRow, type ModerationRow } from './moderationRow'
import { UNDO_CONTEXT } from './repeatedUndo'

type Caller = PayloadRequest['user']
type Admin = User & { collection: 'users' }

export type ModerationResult = { ok: true; message: string } | { ok: false; message: string }
export type ScheduleResult = ModerationResult | { ok: false; confirm: string }

export type HistoryEntry = {
  id: number
  label: string
  from: string | null
  to: string | null
  notes: string | null
  by: string
  date: string
}

export type ModerationLists = {
  pending: ModerationRow[]
  planned: ModerationRow[]
  modRequested: ModerationRow[]
  paging: Record<'pending' | 'planned' | 'modRequested', ListPaging>
}

const isModerator = (user: Caller): user is Admin => isAdmin(user)

const COMPANY_LINKS = [...SOCIAL_NETWORKS, COMPANY_WEBSITE]

const filled = (text: string | null | undefined) => (text?.trim() ? text.trim() : null)

function actorName(entry: AuditLog): string {
  if (entry.actor_user && typeof entry.actor_user === 'object') return entry.actor_user.name || entry.actor_user.email
  if (entry.actor_member) return 'Le porteur'
  return 'Le serveur'
}

const statusName = (status: string | null | undefined) =>
  status ? (PROJECT_STATUS_LABELS[status as ProjectStatus] ?? status) : null

/** A pending project's wait: 24 h promised to a feedback one, 48 h to a visibility one (`rules`). */
const waitingOf = (project: Project, delays: ModerationDelays, now: Date): PendingAge | null =>
  project.status === 'pending'
    ? pendingAge(project.createdAt, projectDelayHours(project.request_type, delays), now)
    : null

export function toModerationProject(project: Project, delays: ModerationDelays, now: Date): ModerationProject {
  const hero = typeof project.hero_image === 'object' ? (project.hero_image as ProjectHeroImage | null) : null
  const owner = typeof project.owner === 'object' ? (project.owner as Member | null) : null
  const companyLinks = COMPANY_LINKS.flatMap(({ key, name }) => {
    const url = filled(project.company_links?.[key])
    return url ? [{ label: name, url }] : []
  })
  return {
    id: project.id,
    title: project.title,
    slug: project.slug ?? null,
    requestType: project.request_type,
    status: project.status,
    statusLabel: projectStatusLabel(project.status, project.request_type),
    createdAt: project.createdAt,
    summary: project.summary,
    projectUrl: filled(project.project_url),
    primaryTarget: project.primary_target,
    secondaryTarget: filled(project.secondary_target),
    companyLinks,
    heroImage: hero?.url ? { url: hero.url, alt: project.hero_image_alt?.trim() || hero.alt || '' } : null,
    feedbackRequest: filled(project.feedback_request),
    ethicsAccepted: Boolean(project.ethics_accepted),
    paymentCommitment: Boolean(project.payment_commitment),
    exposureWeekStart: project.exposure_week_start ? calendarDay(new Date(project.exposure_week_start)) : null,
    exposureWeek: storedWeekLabel(project.exposure_week_start),
    moderationNotes: filled(project.moderation_notes),
    owner: owner ? { name: `${owner.first_name} ${owner.last_name ?? ''}`.trim(), email: owner.email } : null,
    flags: {
      image: Boolean(project.hero_image),
      links: companyLinks.length > 0,
      mvp: Boolean(filled(project.project_url)),
    },
    waiting: waitingOf(project, delays, now),
  }
}

export const PROJECT_LIST_SIZE = 50

export type ListPaging = CappedCount & {
  next: Cursor | null
  previous: Cursor | null
  params?: Record<string, string | undefined>
}

export const LIST_READ = {
  depth: 1,
  pagination: false,
  populate: { members: { first_name: true, last_name: true, email: true } },
} as const

/** The history is read when a sheet opens, not here. Null for anyone but an admin. */
export async function listProjectsForModeration(
  payload: Payload,
  user: Caller,
  cursor: Cursor | null = null,
  pageSize = PROJECT_LIST_SIZE,
  {
    type = 'all',
    order = 'newest',
    now = new Date(),
  }: { type?: RequestType | 'all'; order?: ListOrder; now?: Date } = {},
): Promise<ModerationLists | null> {
  if (!isModerator(user)) return null
  const access = { overrideAccess: false as const, user }
  const PENDING: Where =
    type === 'all'
      ? { status: { equals: 'pending' } }
      : { and: [{ status: { equals: 'pending' } }, { request_type: { equals: type } }] }
  const PLANNED: Where = { status: { in: ['approved', 'scheduled'] } }
  const MOD_REQUESTED: Where = { status: { equals: 'mod_requested' } }
  const [pending, planned, modRequested, pendingCount, plannedCount, modRequestedCount, rules] = await Promise.all([
    keysetPage(
      async (where, sort, limit) =>
        (await payload.find({ collection: 'projects', where, sort, limit, ...LIST_READ, ...access })).docs,
      PENDING,
      cursor,
      pageSize,
      order,
    ),
    payload.find({
      collection: 'projects',
      where: PLANNED,
      sort: ['exposure_week_start', 'createdAt'],
      limit: pageSize,
      ...LIST_READ,
      ...access,
    }),
    payload.find({
      collection: 'projects',
      where: MOD_REQUESTED,
      sort: ['-updatedAt'],
      limit: pageSize,
      ...LIST_READ,
      ...access,
    }),
    cappedCount(payload, 'projects', PENDING, access),
    cappedCount(payload, 'projects', PLANNED, access),
    cappedCount(payload, 'projects', MOD_REQUESTED, access),
    payload.findGlobal({ slug: 'rules', depth: 0 }),
  ])
  const unpaged = { next: null, previous: null }
  const shown = (project: Project) => moderationRow(toModerationProject(project, rules, now))
  return {
    pending: pending.docs.map(shown),
    planned: planned.docs.map(shown),
    modRequested: modRequested.docs.map(shown),
    paging: {
      pending: {
        ...pendingCount,
        next: pending.next,
        previous: pending.previous,
        params: { type: PROJECT_TYPE_OPTIONS[type].param },
      },
      planned: { ...plannedCount, ...unpaged },
      modRequested: { ...modRequestedCount, ...unpaged },
    },
  }
}

export type ProjectHistory = {
  history: HistoryEntry[]
  ownerRequest: { notes: string; date: string } | null
  /** The owner's edits since the team last moved the project: what changed in the version shown. */
  ownerEdits: { notes: string; date: string }[]
}

/** Read when the admin opens its sheet. Null for anyone but an admin. */
export async function projectHistory(payload: Payload, user: Caller, id: number): Promise<ProjectHistory | null> {
  if (!isModerator(user)) return null
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: {
      and: [{ target_collection: { equals: 'projects' } }, { target_id: { equals: String(id) } }],
    },
    sort: ['createdAt', 'id'],
    depth: 1,
    pagination: false,
    populate: { users: { name: true, email: true }, members: { first_name: true } },
    overrideAccess: false,
    user,
  })
  const latestRequest = docs.filter((entry) => entry.action === 'project.owner_change_request' && entry.notes).at(-1)
  const sinceTeam = docs.length - [...docs].reverse().findIndex((entry) => Boolean(entry.actor_user))
  const ownerEdits = docs
    .slice(sinceTeam > docs.length ? 0 : sinceTeam)
    .filter((entry) => entry.action === OWNER_EDIT_ACTION && entry.notes)
    .map((entry) => ({ notes: entry.notes!, date: entry.createdAt }))
  return {
    history: docs.map((entry) => ({
      id: entry.id,
      label: projectHistoryLabel(entry.action),
      from: statusName(entry.from),
      to: statusName(entry.to),
      notes: filled(entry.notes),
      by: actorName(entry),
      date: entry.createdAt,
    })),
    ownerRequest: latestRequest ? { notes: latestRequest.notes!, date: latestRequest.createdAt } : null,
    ownerEdits,
  }
}

/** The machine's French reason for a refused move, or the action's own message for anything else. */
const refusal = (error: unknown, fallback: string) => ruleRefusal(error) ?? fallback

async function moveProject(
  payload: Payload,
  user: Caller,
  id: number,
  data: Partial<Project>,
  messages: { success: string; failure: string },
  context: Record<string, unknown> = {},
): Promise<ModerationResult> {
  if (!isModerator(user)) return { ok: false, message: moderationRefusal(user) ?? MESSAGES.accessDenied }
  try {
    await payload.update({ collection: 'projects', id, data, depth: 0, overrideAccess: false, user, context })
    return { ok: true, message: messages.success }
  } catch (error) {
    if (!ruleRefusal(error)) payload.logger.error({ err: error, projectId: id }, '[moderation] projet non modifié')
    return { ok: false, message: refusal(error, messages.failure) }
  }
}

export const validateProject = (payload: Payload, user: Caller, id: number) =>
  moveProject(
    payload,
    user,
    id,
    { status: 'approved' },
    { success: MESSAGES.validated, failure: MESSAGES.validateFailed },
  )

export const publishProject = (payload: Payload, user: Caller, id: number) =>
  moveProject(
    payload,
    user,
    id,
    { status: 'published' },
    { success: MESSAGES.published, failure: MESSAGES.publishFailed },
  )

export const markProjectPublished = (payload: Payload, user: Caller, id: number) =>
  moveProject(
    payload,
    user,
    id,
    { status: 'published' },
    { success: MESSAGES.markedPublished, failure: MESSAGES.markPublishedFailed },
  )

/** "Annuler" after "Valider" or "Publier": the status machine judges the window and the payment. */
export const undoProjectDecision = (payload: Payload, user: Caller, id: number) =>
  moveProject(
    payload,
    user,
    id,
    { status: 'pending' },
    { success: UNDO_MESSAGES.undone, failure: UNDO_MESSAGES.failed },
    UNDO_CONTEXT,
  )

export const requestProjectChanges = (payload: Payload, user: Caller, id: number, notes: string) =>
  moveProject(
    payload,
    user,
    id,
    { status: 'mod_requested', moderation_notes: notes },
    { success: MESSAGES.changesRequested, failure: MESSAGES.changesFailed },
  )

async function projectsInWeek(payload: Payload, user: Admin, monday: Date, exceptId: number) {
  const nextMonday = new Date(monday)
  nextMonday.setUTCDate(monday.getUTCDate() + 7)
  const { totalDocs } = await payload.count({
    collection: 'projects',
    where: {
      and: [
        { id: { not_equals: exceptId } },
        { status: { in: ['scheduled', 'published'] } },
        { exposure_week_start: { greater_than_equal: monday.toISOString() } },
        { exposure_week_start: { less_than: nextMonday.toISOString() } },
      ],
    },
    overrideAccess: false,
    user,
  })
  return totalDocs
}

/**
 * Stored as the week's Monday with its label; a fourth project in one week needs `confirmed`. An unpaid
 * campaign needs `waiverReason`: the collection's hook (`requirePaymentToSchedule`) judges and journals it.
 */
export async function scheduleProject(
  payload: Payload,
  user: Caller,
  id: number,
  day: string,
  { confirmed = false, waiverReason = '' }: { confirmed?: boolean; waiverReason?: string } = {},
): Promise<ScheduleResult> {
  if (!isModerator(user)) return { ok: false, message: moderationRefusal(user) ?? MESSAGES.accessDenied }
  const monday = mondayOfDay(day)
  if (!monday) return { ok: false, message: PROJECT_TRANSITION_ERRORS.weekRequired }
  const label = exposureWeekLabel(monday)
  let failure: string = MESSAGES.scheduleFailed
  try {
    const project = await payload.findByID({ collection: 'projects', id, depth: 0, overrideAccess: false, user })
    if (project.status === 'scheduled') failure = MESSAGES.weekChangeFailed
    if (!confirmed) {
      const warning = crowdedWeekWarning(await projectsInWeek(payload, user, monday, id), label)
      if (warning) return { ok: false, confirm: warning }
    }
  } catch (error) {
    payload.logger.error({ err: error, projectId: id }, '[moderation] semaine non lue')
    return { ok: false, message: failure }
  }
  return moveProject(
    payload,
    user,
    id,
    {
      status: 'scheduled',
      exposure_week_start: monday.toISOString(),
      // Read (and journaled) by the projects' scheduling gate only when the campaign is not paid.
      ...(waiverReason.trim() ? { payment_override_reason: waiverReason.trim() } : {}),
    },
    { success: MESSAGES.weekSaved, failure },
  )
}
