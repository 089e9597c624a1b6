import { Forbidden, type Payload, type PayloadRequest, type Where } from 'payload'

import { inTransaction } from '@/db/inTransaction'
import { cappedCount, keysetPage, offsetPage } from '@/db/keysetPage'
import type { ActionType, DeclaredActionStatus } from '@/domain/declaredActions/declaredActions'
import {
  DECLARED_ACTION_MODERATION_MESSAGES,
  adminDeclaredActionsWhere,
  MODERATION_PAGE_SIZE,
  REJECTION_REASON_MAX_LENGTH,
  type AdminDeclaredActionFilters,
} from '@/domain/declaredActions/adminDeclaredActions'
import { DECLARED_ACTION_TRANSITION_ERRORS } from '@/domain/declaredActions/declaredActionTransitions'
import type { Cursor } from '@/domain/request/listParams'
import { pendingAge, type PendingAge } from '@/domain/applications/pendingAge'
import { reachablePage } from '@/domain/request/paging'
import { UNDO_MESSAGES } from '@/domain/moderation/undo'
import { isWebUrl } from '@/domain/webUrl'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { DeclaredAction } from '@/payload-types'

import { accessRefused, DecisionRefused, refused, type AdminOutcome } from '@/errors/outcome'
import { asAdmin } from '@/auth/signedInAdmin'
import { documentId } from '@/domain/relationId'
import { lockRowStatus } from '@/db/lockedStatus'
import { undoDecision } from './undoDecision'

export type AdminDeclaredActionRow = {
  id: number
  createdAt: string
  member: { name: string; email: string } | null
  project: { title: string; href: string | null } | null
  actionType: ActionType
  url: string | null
  rawUrl: string
  status: DeclaredActionStatus
  notes: string | null
  /** A pending action's wait against the verification delay (`rules`); null once processed. */
  waiting: PendingAge | null
}

export type AdminDeclaredActionsPage = {
  rows: AdminDeclaredActionRow[]
  page: number
  totalPages: number
  totalDocs: number
  capped: boolean
  next: Cursor | null
  previous: Cursor | null
}

/** Keyset paging on the (status, created_at) index serves any depth; the count stops at `COUNT_CAP`. */
export async function listDeclaredActions(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  filters: AdminDeclaredActionFilters,
  pageSize = MODERATION_PAGE_SIZE,
  now = new Date(),
): Promise<AdminDeclaredActionsPage> {
  const admin = asAdmin(user)
  if (!admin) throw new Forbidden()
  const access = { user: admin, overrideAccess: false as const }
  const filter = adminDeclaredActionsWhere(filters.status)
  const read = async (where: Where, sort: string[], limit: number, page = 1) =>
    (
      await payload.find({
        collection: 'declared-actions',
        where,
        sort,
        page,
        limit,
        pagination: false,
        depth: 1,
        select: {
          member: true,
          project: true,
          action_type: true,
          url: true,
          status: true,
          validation_notes: true,
          createdAt: true,
        },
        populate: {
          members: { first_name: true, last_name: true, email: true },
          projects: { title: true, slug: true },
        },
        ...access,
      })
    ).docs
  // An address with a page number but no cursor (typed, or an old link) is read by offset.
  const byOffset = !filters.cursor && filters.page > 1
  // A number past the reachable pages shows the last one rather than the refusal (boundPaging).
  const page = reachablePage(filters.page, pageSize)
  const order = filters.order ?? 'newest'
  const [{ docs, next, previous }, count, rules] = await Promise.all([
    byOffset
      ? offsetPage(read, filter, page, pageSize, order)
      : keysetPage(read, filter, filters.cursor ?? null, pageSize, order),
    cappedCount(payload, 'declared-actions', filter, access),
    payload.findGlobal({ slug: 'rules', depth: 0 }),
  ])
  return {
    rows: docs.map((doc) => toRow(doc, rules.action_verification_hours, now)),
    page,
    totalPages: Math.ceil(count.count / pageSize),
    totalDocs: count.count,
    capped: count.capped,
    next,
    previous,
  }
}

function toRow(
  doc: Pick<
    DeclaredAction,
    'id' | 'member' | 'project' | 'action_type' | 'url' | 'status' | 'validation_notes' | 'createdAt'
  >,
  delayHours: number,
  now: Date,
): AdminDeclaredActionRow {
  const member = typeof doc.member === 'object' ? doc.member : null
  const project = typeof doc.project === 'object' ? doc.project : null
  return {
    id: doc.id,
    createdAt: doc.createdAt,
    member: member ? { name: `${member.first_name} ${member.last_name}`.trim(), email: member.email } : null,
    project: project ? { title: project.title, href: project.slug ? `/p/${project.slug}` : null } : null,
    actionType: doc.action_type,
    url: isWebUrl(doc.url) ? doc.url : null,
    rawUrl: doc.url,
    status: doc.status,
    notes: doc.validation_notes?.trim() || null,
    waiting: doc.status === 'pending' ? pendingAge(doc.createdAt, delayHours, now) : null,
  }
}

/**
 * Under its row lock: of twenty admins clicking at once, one decides and the others are told it was already processed.
 */
async function decide(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  rawId: unknown,
  data: Pick<DeclaredAction, 'status' | 'validation_notes'>,
  messages: { done: string; failed: string },
): Promise<AdminOutcome> {
  const admin = asAdmin(user)
  if (!admin) return accessRefused(user)
  const id = documentId(rawId)
  if (!id) return refused(messages.failed)
  try {
    return await inTransaction({ payload, user: admin }, async (req) => {
      const status = await lockRowStatus(req, 'declared-actions', id)
      if (!status) throw new DecisionRefused(refused(messages.failed))
      if (status !== 'pending') throw new DecisionRefused(refused(DECLARED_ACTION_TRANSITION_ERRORS.alreadyProcessed))
      await payload.update({
        collection: 'declared-actions',
        id,
        data,
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
    payload.logger.error({ err: error, declaredAction: id }, '[moderation] décision sur une action impossible')
    return refused(messages.failed)
  }
}

export function validateDeclaredAction(payload: Payload, user: PayloadRequest['user'] | undefined, id: unknown) {
  return decide(
    payload,
    user,
    id,
    { status: 'validated_manual' },
    {
      done: DECLARED_ACTION_MODERATION_MESSAGES.validated,
      failed: DECLARED_ACTION_MODERATION_MESSAGES.validateFailed,
    },
  )
}

export async function rejectDeclaredAction(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  id: unknown,
  rawReason: unknown,
): Promise<AdminOutcome> {
  if (!asAdmin(user)) return accessRefused(user)
  const reason = typeof rawReason === 'string' ? rawReason.trim() : ''
  if (!reason) return refused(DECLARED_ACTION_MODERATION_MESSAGES.reasonRequired)
  if (reason.length > REJECTION_REASON_MAX_LENGTH) return refused(DECLARED_ACTION_MODERATION_MESSAGES.reasonTooLong)
  return decide(
    payload,
    user,
    id,
    { status: 'rejected', validation_notes: reason },
    {
      done: DECLARED_ACTION_MODERATION_MESSAGES.rejected,
      failed: DECLARED_ACTION_MODERATION_MESSAGES.rejectFailed,
    },
  )
}

/** The collection's hooks judge the undo window and reverse the credit. */
export const undoDeclaredActionDecision = (
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  rawId: unknown,
) =>
  undoDecision(payload, user, rawId, {
    collection: 'declared-actions',
    status: 'pending',
    notFound: UNDO_MESSAGES.failed,
  })
