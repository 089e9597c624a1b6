import { sql } from 'drizzle-orm'
import { Forbidden, type Payload, type PayloadRequest, type Where } from 'payload'

import {
  ADMIN_NOTES_MAX_LENGTH,
  APPLICATION_MESSAGES,
  APPLICATION_SORT_FIELDS,
  applicationsWhere,
  BULK_DECISION_MAX,
  capacityQuestion,
  SOURCE_LABELS,
  type ApplicationFilters,
  type ApplicationTab,
} from '@/domain/applications/adminApplications'
import { drizzleFor } from '@/db/drizzleFor'
import { avatarSrc } from '@/domain/profile/avatarFile'
import { inTransaction } from '@/db/inTransaction'
import { MODERATION_PAGE_SIZE } from '@/domain/declaredActions/adminDeclaredActions'
import { reachablePage } from '@/domain/request/paging'
import { MOTIVATIONS, type MemberStatus } from '@/domain/members/memberOptions'
import { pendingAge, type PendingAge } from '@/domain/applications/pendingAge'
import { SOCIAL_NETWORKS } from '@/domain/profile/socialNetworks'
import { isWebUrl } from '@/domain/webUrl'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member } from '@/payload-types'

import { accessRefused, DecisionRefused, refused, type AdminOutcome } from '@/errors/outcome'
import { asAdmin, type SignedInAdmin } from '@/auth/signedInAdmin'
import { documentId } from '@/domain/relationId'
import { lockRowStatus } from '@/db/lockedStatus'
import { undoDecision } from './undoDecision'

const link = (value: string | null | undefined) => (value && isWebUrl(value) ? value : null)

export type ApplicationRow = {
  id: number
  name: string
  email: string
  createdAt: string
  score: number | null
  source: string | null
  status: MemberStatus
  emailConfirmedAt: string | null
  professionalStatus: string | null
  networks: { label: string; url: string | null; count: number; countLabel: string }[]
  projectUrl: string | null
  mvpUrl: string | null
  motivations: string[]
  photo: string | null
  bio: string | null
  sectors: string[]
  adminNotes: string
  deletionRequestedAt: string | null
  referrer: { name: string; email: string } | null
  /** How long a waitlist application has waited (no delay is promised: never late). */
  waiting: PendingAge | null
}

export type ApplicationsPage = {
  counts: Record<ApplicationTab, number>
  rows: ApplicationRow[]
  page: number
  totalPages: number
  totalDocs: number
  activeMembers: number
  capacity: number
}

type ReviewedMember = Pick<Member, 'id' | keyof typeof MEMBER_FIELDS>

const MEMBER_FIELDS = {
  first_name: true,
  last_name: true,
  email: true,
  createdAt: true,
  score: true,
  source: true,
  status: true,
  email_confirmed_at: true,
  professional_status: true,
  linkedin_url: true,
  linkedin_count: true,
  instagram_url: true,
  instagram_count: true,
  facebook_url: true,
  facebook_count: true,
  project_url: true,
  mvp_url: true,
  motivations: true,
  admin_notes: true,
  // What the member is told speeds up activation: the sheet shows it.
  avatar: true,
  bio: true,
  sectors: true,
  deletion_requested_at: true,
} as const

/** The members table is capacity-sized, so its pages keep page numbers under `MAX_LISTED_ROWS`. */
export async function listApplications(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  filters: ApplicationFilters,
  pageSize = MODERATION_PAGE_SIZE,
  now = new Date(),
): Promise<ApplicationsPage> {
  const admin = asAdmin(user)
  if (!admin) throw new Forbidden()
  const asAdminUser = { user: admin, overrideAccess: false as const }
  const countOf = async (status: MemberStatus) =>
    (await payload.count({ collection: 'members', where: { status: { equals: status } }, ...asAdminUser })).totalDocs

  const [waitlist, active, inactive, rules, result] = await Promise.all([
    countOf('waitlist'),
    countOf('active'),
    countOf('inactive'),
    payload.findGlobal({ slug: 'rules', depth: 0 }),
    payload.find({
      collection: 'members',
      where: applicationsWhere(filters.tab, filters.sort, filters.member),
      sort: APPLICATION_SORT_FIELDS[filters.sort ?? 'newest'],
      page: reachablePage(filters.page, pageSize),
      limit: pageSize,
      // The photo's file name only: the avatar is the one relation read.
      depth: 1,
      select: MEMBER_FIELDS,
      populate: { avatars: { filename: true, sizes: true } },
      ...asAdminUser,
    }),
  ])
  const referrers = await referrersOf(payload, admin, result.docs)
  return {
    counts: { waitlist, active, inactive, all: waitlist + active + inactive },
    rows: result.docs.map((doc) => toRow(doc, referrers.get(doc.id) ?? null, now)),
    page: result.page ?? filters.page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
    activeMembers: active,
    capacity: rules.capacity,
  }
}

/** One query for the page. */
async function referrersOf(payload: Payload, admin: SignedInAdmin, members: ReviewedMember[]) {
  const found = new Map<number, { name: string; email: string }>()
  if (members.length === 0) return found
  const byEmail = new Map(members.map((member) => [member.email.toLowerCase(), member.id]))
  const where: Where = {
    or: [{ referee: { in: members.map((member) => member.id) } }, { referee_email: { in: [...byEmail.keys()] } }],
  }
  const { docs } = await payload.find({
    collection: 'referrals',
    where,
    pagination: false,
    depth: 1,
    select: { member: true, referee: true, referee_email: true },
    populate: { members: { first_name: true, last_name: true, email: true } },
    user: admin,
    overrideAccess: false,
  })
  for (const referral of docs) {
    const referrer = typeof referral.member === 'object' ? referral.member : null
    const refereeId =
      (typeof referral.referee === 'object' ? referral.referee?.id : referral.referee) ??
      byEmail.get(referral.referee_email.toLowerCase())
    if (!referrer || !refereeId || found.has(refereeId)) continue
    found.set(refereeId, { name: `${referrer.first_name} ${referrer.last_name}`.trim(), email: referrer.email })
  }
  return found
}

function toRow(doc: ReviewedMember, referrer: ApplicationRow['referrer'], now: Date): ApplicationRow {
  return {
    id: doc.id,
    name: `${doc.first_name} ${doc.last_name}`.trim(),
    email: doc.email,
    createdAt: doc.createdAt,
    score: doc.score ?? null,
    source: doc.source ? (SOURCE_LABELS[doc.source] ?? doc.source) : null,
    status: doc.status,
    emailConfirmedAt: doc.email_confirmed_at ?? null,
    professionalStatus: doc.professional_status ?? null,
    networks: SOCIAL_NETWORKS.map(({ key, name, audience }) => ({
      label: name,
      url: link(doc[`${key}_url`]),
      count: doc[`${key}_count`] ?? 0,
      countLabel: audience,
    })),
    projectUrl: link(doc.project_url),
    mvpUrl: link(doc.mvp_url),
    motivations: (doc.motivations ?? []).map((key) => MOTIVATIONS[key] ?? key),
    photo: avatarSrc(doc.avatar),
    bio: doc.bio?.trim() || null,
    sectors: doc.sectors ?? [],
    adminNotes: doc.admin_notes ?? '',
    deletionRequestedAt: doc.deletion_requested_at ?? null,
    referrer,
    waiting: doc.status === 'waitlist' ? pendingAge(doc.createdAt, null, now) : null,
  }
}

type DecisionInput = { notes?: unknown; confirmFull?: unknown }

function notesFrom(input: DecisionInput): { notes?: string; tooLong: boolean } {
  if (typeof input.notes !== 'string') return { tooLong: false }
  const notes = input.notes.trim()
  return { notes, tooLong: notes.length > ADMIN_NOTES_MAX_LENGTH }
}

/** Under the member's row lock, so a second admin deciding at the same time is told it was already done. */
async function decide(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  rawId: unknown,
  input: DecisionInput,
  to: 'active' | 'inactive',
  messages: { done: string; failed: string },
): Promise<AdminOutcome> {
  const admin = asAdmin(user)
  if (!admin) return accessRefused(user)
  const id = documentId(rawId)
  if (!id) return refused(APPLICATION_MESSAGES.notFound)
  const { notes, tooLong } = notesFrom(input)
  if (tooLong) return refused(APPLICATION_MESSAGES.notesTooLong)
  try {
    return await inTransaction({ payload, user: admin }, async (req) => {
      const status = await lockRowStatus(req, 'members', id)
      if (!status) throw new DecisionRefused(refused(APPLICATION_MESSAGES.notFound))
      if (status !== 'waitlist') throw new DecisionRefused(refused(APPLICATION_MESSAGES.alreadyDecided))
      if (to === 'active' && input.confirmFull !== true) {
        // One acceptance at a time counts the places left: two admins accepting two applicants
        // at the same instant cannot both take the last place without the confirmation.
        const db = await drizzleFor(payload, req)
        await db.execute(sql`select pg_advisory_xact_lock(hashtext('tryb:member-activation'))`)
        const [{ capacity }, { totalDocs: active }] = await Promise.all([
          payload.findGlobal({ slug: 'rules', depth: 0, req }),
          payload.count({ collection: 'members', where: { status: { equals: 'active' } }, req }),
        ])
        const question = capacityQuestion(active, capacity)
        if (question) throw new DecisionRefused({ ok: false, message: question, needsConfirmation: true })
      }
      await payload.update({
        collection: 'members',
        id,
        data: { status: to, ...(notes === undefined ? {} : { admin_notes: notes }) },
        depth: 0,
        req,
        user: admin,
        overrideAccess: false,
      })
      return { ok: true, message: messages.done } as const
    })
  } catch (error) {
    if (error instanceof DecisionRefused) return error.outcome
    const refusal = ruleRefusal(error)
    if (refusal) return refused(refusal)
    payload.logger.error({ err: error, member: id }, '[moderation] décision sur une candidature impossible')
    return refused(messages.failed)
  }
}

/** Past capacity, answers the question to confirm unless `confirmFull`. */
export function acceptApplicant(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  id: unknown,
  input: DecisionInput = {},
) {
  return decide(payload, user, id, input, 'active', {
    done: APPLICATION_MESSAGES.activated,
    failed: APPLICATION_MESSAGES.acceptFailed,
  })
}

export function pauseApplicant(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  id: unknown,
  input: DecisionInput = {},
) {
  return decide(payload, user, id, { notes: input.notes }, 'inactive', {
    done: APPLICATION_MESSAGES.paused,
    failed: APPLICATION_MESSAGES.pauseFailed,
  })
}

export type BulkDecisionAnswer = { ok: false; message: string } | { ok: true; results: BulkDecisionResult[] }
export type BulkDecisionResult = { id: number; outcome: AdminOutcome }

/** One by one, each with its own lock and transaction, so one refusal leaves the others decided. */
export async function decideApplicants(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  rawIds: unknown,
  decision: 'accept' | 'pause',
  input: { confirmFull?: unknown } = {},
): Promise<BulkDecisionAnswer> {
  const admin = asAdmin(user)
  if (!admin) return { ok: false, message: accessRefused(user).message }
  const ids = Array.isArray(rawIds) ? [...new Set(rawIds.map(documentId))] : []
  if (ids.length === 0 || ids.includes(null)) return { ok: false, message: APPLICATION_MESSAGES.bulkEmpty }
  if (ids.length > BULK_DECISION_MAX) return { ok: false, message: APPLICATION_MESSAGES.bulkTooMany }
  const results: BulkDecisionResult[] = []
  for (const id of ids as number[]) {
    const outcome =
      decision === 'accept'
        ? await acceptApplicant(payload, admin, id, { confirmFull: input.confirmFull === true })
        : await pauseApplicant(payload, admin, id)
    results.push({ id, outcome })
  }
  return { ok: true, results }
}

/** The collection's hooks judge the undo window and reverse what the acceptance did. */
export const undoApplicantDecision = (payload: Payload, user: PayloadRequest['user'] | undefined, rawId: unknown) =>
  undoDecision(payload, user, rawId, {
    collection: 'members',
    status: 'waitlist',
    notFound: APPLICATION_MESSAGES.notFound,
  })
