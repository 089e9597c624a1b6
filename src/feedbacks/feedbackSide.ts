import type { Payload } from 'payload'

import { isActiveMember } from '@/access/utilities'
import type { BetaRequestStatus, FeedbackKind, FeedbackStatus } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import type { Member, Project } from '@/payload-types'

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
  betaTester: boolean
  replies: { id: number; text: string }[]
}

export type BetaRequestItem = { id: number; status: BetaRequestStatus; label: string }

export type FeedbackSide = {
  owner: boolean
  canWrite: boolean
  closed: boolean
  feedbacks: FeedbackItem[]
  betaPlaces: number
  betaAccepted: number
  ownBetaRequest: BetaRequestStatus | null
  /** The owner's list of requests: no name, no address ("Testeur n°3"). */
  betaRequests: BetaRequestItem[]
}

type SignedInMember = Member & { collection: 'members' }

/** Read as the member, so the collections' access decides what is visible. */
export async function feedbackSide(payload: Payload, member: SignedInMember, project: Project): Promise<FeedbackSide> {
  const owner = relationId(project.owner) === member.id
  const asMember = { overrideAccess: false, user: member, depth: 0 } as const
  const [feedbacks, requests] = await Promise.all([
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
  const own = requests.docs.find((request) => relationId(request.member) === member.id)
  return {
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
      betaTester: testers.has(relationId(feedback.author)),
      replies: replies
        .filter((reply) => relationId(reply.feedback) === feedback.id)
        .map((reply) => ({ id: reply.id, text: reply.text })),
    })),
    betaPlaces: project.beta_places ?? 0,
    betaAccepted: accepted.totalDocs,
    ownBetaRequest: (own?.status as BetaRequestStatus | undefined) ?? null,
    betaRequests: owner
      ? requests.docs.map((request, n) => ({
          id: request.id,
          status: request.status as BetaRequestStatus,
          label: `Testeur n°${n + 1}`,
        }))
      : [],
  }
}
