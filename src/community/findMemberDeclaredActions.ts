import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/domain/relationId'
import {
  OPEN_DECLARED_ACTION_STATUSES,
  type ActionType,
  type DeclaredActionStatus,
} from '@/domain/declaredActions/declaredActions'
import { memberMayResubmitDeclaredAction } from '@/domain/declaredActions/declaredActionChanges'
import type { SupportNetwork } from '@/domain/support/supportPosts'
import {
  memberDeclaredActionsWhere,
  showsPoints,
  type MemberDeclaredActionFilters,
} from '@/domain/declaredActions/memberDeclaredActions'
import { reachablePage } from '@/domain/request/paging'
import { isPubliclyVisible, publicProjectPath } from '@/domain/projects/projectVisibility'
import { isWebUrl } from '@/domain/webUrl'

type SignedInMember = Extract<NonNullable<PayloadRequest['user']>, { collection: 'members' }>

export type MemberDeclaredActionRow = {
  id: number
  createdAt: string
  actionType: ActionType
  status: DeclaredActionStatus
  url: string | null
  /** The credited points (from the ledger): validated rows only. */
  points: number | null
  notes: string | null
  /** Null when the project is no longer visible to the member; `href` only when it is public. */
  project: { title: string; href: string | null } | null
  /** A refused row not declared again yet: what "Corriger" starts from. */
  correction: { url: string; network: SupportNetwork | null } | null
}

export type MemberDeclaredActionsList = {
  rows: MemberDeclaredActionRow[]
  page: number
  totalPages: number
  totalDocs: number
}

/** Read as the member; filters and paging are query conditions, never applied afterwards. */
export async function findMemberDeclaredActions(
  payload: Payload,
  member: SignedInMember,
  filters: MemberDeclaredActionFilters,
  { pageSize, now = new Date() }: { pageSize: number; now?: Date },
): Promise<MemberDeclaredActionsList> {
  const asMember = { user: member, overrideAccess: false as const }
  const result = await payload.find({
    collection: 'declared-actions',
    where: memberDeclaredActionsWhere(member.id, filters, now),
    sort: ['-createdAt', '-id'],
    page: reachablePage(filters.page, pageSize),
    limit: pageSize,
    depth: 1,
    select: {
      project: true,
      action_type: true,
      url: true,
      network: true,
      status: true,
      validation_notes: true,
      createdAt: true,
    },
    populate: { projects: { title: true, slug: true, status: true, request_type: true } },
    ...asMember,
  })

  const validatedIds = result.docs.filter((doc) => showsPoints(doc.status)).map((doc) => String(doc.id))
  const credits = new Map<string, number>()
  if (validatedIds.length > 0) {
    const ledger = await payload.find({
      collection: 'points-ledger',
      where: { and: [{ source_type: { equals: 'declared-action' } }, { source_id: { in: validatedIds } }] },
      pagination: false,
      depth: 0,
      select: { source_id: true, points: true },
      ...asMember,
    })
    for (const credit of ledger.docs) {
      if (credit.source_id) credits.set(credit.source_id, (credits.get(credit.source_id) ?? 0) + Number(credit.points))
    }
  }

  const declaredAgain = await openKindsOf(payload, member, result.docs)

  const rows = result.docs.map((doc): MemberDeclaredActionRow => {
    // A project the member may no longer read stays a bare id: the row is kept, the project unnamed.
    const project = typeof doc.project === 'object' && doc.project ? doc.project : null
    return {
      id: doc.id,
      createdAt: doc.createdAt,
      actionType: doc.action_type,
      status: doc.status,
      url: isWebUrl(doc.url) ? doc.url : null,
      points: showsPoints(doc.status) ? (credits.get(String(doc.id)) ?? null) : null,
      notes: doc.status === 'rejected' ? doc.validation_notes?.trim() || null : null,
      project: project
        ? {
            title: project.title,
            href: project.slug && isPubliclyVisible(project) ? publicProjectPath(project.slug) : null,
          }
        : null,
      correction:
        project && memberMayResubmitDeclaredAction(doc.status, declaredAgain.has(kindKey(project.id, doc.action_type)))
          ? { url: doc.url, network: doc.network ?? null }
          : null,
    }
  })
  return { rows, page: result.page ?? filters.page, totalPages: result.totalPages, totalDocs: result.totalDocs }
}

const kindKey = (projectId: number, actionType: ActionType) => `${projectId}:${actionType}`

/** Refused rows already declared again have nothing left to correct. */
async function openKindsOf(
  payload: Payload,
  member: SignedInMember,
  docs: { status: DeclaredActionStatus; project: number | { id: number } }[],
): Promise<Set<string>> {
  const projectIds = [...new Set(docs.filter((doc) => doc.status === 'rejected').map((doc) => relationId(doc.project)))]
  if (projectIds.length === 0) return new Set()
  const open = await payload.find({
    collection: 'declared-actions',
    where: {
      and: [
        { member: { equals: member.id } },
        { project: { in: projectIds } },
        { status: { in: OPEN_DECLARED_ACTION_STATUSES } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { project: true, action_type: true },
    user: member,
    overrideAccess: false,
  })
  return new Set(open.docs.map((doc) => kindKey(relationId(doc.project), doc.action_type)))
}
