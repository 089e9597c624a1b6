import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { VALIDATED_ACTION_STATUSES } from '@/domain/reports/impactReport'
import { frenchMonthYear } from '@/domain/french'
import { sectorLabel } from '@/domain/members/memberOptions'

import { isActiveMember } from '@/access/utilities'
import {
  FEEDBACK_EDIT_MINUTES,
  type BetaRequestStatus,
  type FeedbackKind,
  type FeedbackStatus,
} from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import type { Member, Project } from '@/payload-types'

import { visibleFeedbackCount } from './feedbackCount'

/** Feedbacks shown on a page: the newest, a bound no project meets in practice. */
const FEEDBACKS_SHOWN = 100

export type FeedbackItem = {
  id: number
  kind: FeedbackKind
  text: string
  status: FeedbackStatus
  helpful: boolean
  createdAt: string
  mine: boolean
  /** Until when its author may reword it (the collection's rule decides; this only offers the button). */
  editableUntil: string | null
  betaTester: boolean
  replies: { id: number; text: string }[]
}

/** What peers see of a candidate: never a last name nor an address. */
export type BetaCandidate = { firstName: string; sectors: string[]; memberSince: string; contributions: number }

export type BetaRequestItem = { id: number; status: BetaRequestStatus; candidate: BetaCandidate }

export type FeedbackSide = {
  /** The visible feedbacks counted now: the cached page's count may be a feedback behind. */
  count: number
  owner: boolean
  canWrite: boolean
  closed: boolean
  feedbacks: FeedbackItem[]
  betaPlaces: number
  betaAccepted: number
  ownBetaRequest: BetaRequestStatus | null
  /** The owner's list of requests, each with the candidate's card (no last name, no address). */
  betaRequests: BetaRequestItem[]
}

type SignedInMember = Member & { collection: 'members' }

/** Read as the member, so the collections' access decides what is visible. */
export async function feedbackSide(payload: Payload, member: SignedInMember, project: Project): Promise<FeedbackSide> {
  const owner = relationId(project.owner) === member.id
  const asMember = { overrideAccess: false, user: member, depth: 0 } as const
  const [feedbacks, requests, count] = await Promise.all([
    payload.find({
      collection: 'feedbacks',
      where: { project: { equals: project.id } },
      sort: '-createdAt',
      limit: FEEDBACKS_SHOWN,
      ...asMember,
    }),
    payload.find({
      collection: 'beta-test-requests',
      where: { project: { equals: project.id } },
      sort: 'createdAt',
      limit: 200,
      ...asMember,
    }),
    visibleFeedbackCount(payload, project.id),
  ])
  const ids = feedbacks.docs.map((feedback) => feedback.id)
  const replies = ids.length
    ? (
        await payload.find({
          collection: 'feedback-replies',
          where: { feedback: { in: ids } },
          sort: 'createdAt',
          limit: 500,
          ...asMember,
        })
      ).docs
    : []
  // Whose requests were accepted, read by the server: the badge shows on everyone's view.
  const accepted = await payload.find({
    collection: 'beta-test-requests',
    where: { and: [{ project: { equals: project.id } }, { status: { equals: 'accepted' } }] },
    limit: 100,
    depth: 0,
    select: { member: true },
  })
  const testers = new Set(accepted.docs.map((request) => relationId(request.member)))
  // Authors are the server's to read (a member reads only her own): the badge needs whether each is a tester.
  const authors = feedbacks.docs.length
    ? await payload.find({
        collection: 'feedbacks',
        where: { id: { in: feedbacks.docs.map((feedback) => feedback.id) } },
        limit: FEEDBACKS_SHOWN,
        pagination: false,
        depth: 0,
        select: { author: true },
      })
    : { docs: [] }
  const authorOf = new Map(authors.docs.map((feedback) => [feedback.id, relationId(feedback.author)]))
  const own = requests.docs.find((request) => relationId(request.member) === member.id)
  return {
    count,
    owner,
    canWrite: !owner && isActiveMember(member) && !project.feedback_closed,
    closed: Boolean(project.feedback_closed),
    feedbacks: feedbacks.docs.reverse().map((feedback) => ({
      id: feedback.id,
      kind: feedback.kind as FeedbackKind,
      text: feedback.text,
      status: feedback.status as FeedbackStatus,
      helpful: Boolean(feedback.helpful),
      createdAt: feedback.createdAt,
      mine: relationId(feedback.author) === member.id,
      editableUntil:
        relationId(feedback.author) === member.id && feedback.status === 'visible'
          ? new Date(new Date(feedback.createdAt).getTime() + FEEDBACK_EDIT_MINUTES * 60_000).toISOString()
          : null,
      betaTester: testers.has(authorOf.get(feedback.id) ?? 0),
      replies: replies
        .filter((reply) => relationId(reply.feedback) === feedback.id)
        .map((reply) => ({ id: reply.id, text: reply.text })),
    })),
    betaPlaces: project.beta_places ?? 0,
    betaAccepted: accepted.totalDocs,
    ownBetaRequest: (own?.status as BetaRequestStatus | undefined) ?? null,
    betaRequests: owner ? await withCandidates(payload, requests.docs) : [],
  }
}

const UNKNOWN_CANDIDATE: BetaCandidate = { firstName: 'Membre', sectors: [], memberSince: '', contributions: 0 }

/**
 * The owner chooses testers as peers see each other: first name, sectors, member since, and the
 * validated contributions. Read by the server (members read no other member), these fields only.
 */
async function withCandidates(
  payload: Payload,
  requests: { id: number; status: string; member: number | Member }[],
): Promise<BetaRequestItem[]> {
  const ids = [...new Set(requests.map((request) => relationId(request.member)))]
  if (ids.length === 0) return []
  const [members, counted] = await Promise.all([
    payload.find({
      collection: 'members',
      where: { id: { in: ids } },
      limit: ids.length,
      depth: 0,
      select: { first_name: true, sectors: true, activated_at: true, createdAt: true },
    }),
    (await drizzleFor(payload)).execute(sql`
      select member_id, count(*)::int as contributions from declared_actions
      where member_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and status in (${sql.join(
        VALIDATED_ACTION_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
      group by member_id`),
  ])
  const contributions = new Map(
    (counted.rows as { member_id: number; contributions: number }[]).map((row) => [
      Number(row.member_id),
      row.contributions,
    ]),
  )
  const cards = new Map(
    members.docs.map((member) => [
      member.id,
      {
        firstName: member.first_name,
        sectors: (member.sectors ?? []).map(sectorLabel),
        memberSince: frenchMonthYear(member.activated_at ?? member.createdAt),
        contributions: contributions.get(member.id) ?? 0,
      },
    ]),
  )
  return requests.map((request) => ({
    id: request.id,
    status: request.status as BetaRequestStatus,
    candidate: cards.get(relationId(request.member)) ?? UNKNOWN_CANDIDATE,
  }))
}
