import type { Payload } from 'payload'

import { isActiveMember, isMember } from '@/access/utilities'
import type { ActionType, DeclaredActionStatus } from '@/domain/declaredActions/declaredActions'
import { showsPoints } from '@/domain/declaredActions/memberDeclaredActions'
import { relationId } from '@/domain/relationId'
import { projectVoteAbility, type VoteAbility } from '@/domain/community'
import { acceptsReports } from '@/domain/reports/projectReports'
import { supportPostsEditable, type SupportNetwork, type SupportPost } from '@/domain/support/supportPosts'
import { storedWeekLabel } from '@/domain/weeks'
import type { Member, Project } from '@/payload-types'
import { feedbackSide, type FeedbackSide } from '@/feedbacks/feedbackSide'
import { ownerPayment, type OwnerPayment } from '@/payments/ownerPayment'
import { latestChangeRequest, type ChangeRequest } from '@/projects/requestModification'

import { hasVoted, type Viewer } from './projects'

export type OwnerTools = {
  /** The campaign's payment (opened by the approval): how to pay, or when it was paid. */
  payment: OwnerPayment | null
  reports: boolean
  requested: boolean
  /** Still waiting for the team: the owner edits it directly (the team sees the latest version). */
  pending: boolean
  latest: ChangeRequest | null
  supportPosts: OwnerSupportPosts | null
  /** A feedback request's beta-test settings, whatever its status. */
  beta: OwnerBetaSettings | null
}

export type OwnerBetaSettings = { places: number; instructions: string; accepted: number }

export type OwnerSupportPosts = {
  posts: SupportPost[]
  /** Whether the week is not over yet (the collection's rule, judged now). */
  editable: boolean
  week: string | null
}

export type OwnDeclaredAction = {
  id: number
  actionType: ActionType
  url: string
  network: SupportNetwork | null
  status: DeclaredActionStatus
  reason: string | null
  /** Rejected, and the action is declared again (pending or validated): nothing left to correct. */
  declaredAgain: boolean
  /** The points a validated one earned (its ledger credit), null before. */
  points: number | null
}

export type SupportSide = {
  active: boolean
  projectTitle: string
  /** Only for active members (the field's read access). */
  posts: SupportPost[]
  declaredActions: OwnDeclaredAction[]
}

export type ProjectViewerState = {
  ability: VoteAbility
  voted: boolean
  /** The count as stored now: the cached page's may be a vote behind (votes only mark it stale). */
  votesCount: number
  owner: OwnerTools | null
  support: SupportSide | null
  feedback: FeedbackSide | null
}

const takesFeedback = (project: Project) => project.request_type === 'feedback' && project.status === 'published'

/** Pending too: an approval undone leaves a cancelled payment the owner is told about. */
const paysForCampaign = (project: Project) =>
  project.request_type === 'visibility' && ['pending', 'approved', 'scheduled', 'published'].includes(project.status)

const postsOf = (project: Project): SupportPost[] =>
  (project.posts_to_support ?? []).map(({ url, network }) => ({ url, network }))

function ownerSupportPosts(project: Project, now: Date): OwnerSupportPosts | null {
  if (project.request_type !== 'visibility' || (project.status !== 'scheduled' && project.status !== 'published'))
    return null
  return {
    posts: postsOf(project),
    editable: supportPostsEditable(project, now),
    week: storedWeekLabel(project.exposure_week_start),
  }
}

async function ownerBetaSettings(
  payload: Payload,
  owner: Member & { collection: 'members' },
  project: Project,
): Promise<OwnerBetaSettings | null> {
  if (project.request_type !== 'feedback') return null
  const { totalDocs } = await payload.count({
    collection: 'beta-test-requests',
    where: { and: [{ project: { equals: project.id } }, { status: { equals: 'accepted' } }] },
    overrideAccess: false,
    user: owner,
  })
  return { places: project.beta_places ?? 0, instructions: project.beta_instructions ?? '', accepted: totalDocs }
}

async function creditsOf(
  payload: Payload,
  member: Member & { collection: 'members' },
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'points-ledger',
    where: { and: [{ source_type: { equals: 'declared-action' } }, { source_id: { in: ids.map(String) } }] },
    pagination: false,
    depth: 0,
    select: { source_id: true, points: true },
    overrideAccess: false,
    user: member,
  })
  const credits = new Map<number, number>()
  for (const credit of docs) {
    const id = Number(credit.source_id)
    credits.set(id, (credits.get(id) ?? 0) + credit.points)
  }
  return credits
}

/** One pending or validated per type at most; the newest 50 is a bound no member reaches. */
async function ownDeclaredActions(
  payload: Payload,
  member: Member & { collection: 'members' },
  projectId: number,
): Promise<OwnDeclaredAction[]> {
  const { docs } = await payload.find({
    collection: 'declared-actions',
    where: { and: [{ project: { equals: projectId } }, { member: { equals: member.id } }] },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    select: { action_type: true, url: true, network: true, status: true, validation_notes: true },
    overrideAccess: false,
    user: member,
  })
  const credits = await creditsOf(
    payload,
    member,
    docs.filter((declaredAction) => showsPoints(declaredAction.status)).map(({ id }) => id),
  )
  const declaredAgain = new Set(
    docs
      .filter((declaredAction) => declaredAction.status !== 'rejected')
      .map((declaredAction) => declaredAction.action_type),
  )
  return docs.reverse().map((declaredAction) => ({
    id: declaredAction.id,
    actionType: declaredAction.action_type,
    url: declaredAction.url,
    network: declaredAction.network ?? null,
    status: declaredAction.status,
    reason: declaredAction.status === 'rejected' ? (declaredAction.validation_notes ?? null) : null,
    declaredAgain: declaredAction.status === 'rejected' && declaredAgain.has(declaredAction.action_type),
    points: credits.get(declaredAction.id) ?? null,
  }))
}

/** `project` is as this viewer may read it, so its owner is known only to the owner and the admins. */
export async function projectViewerState(
  payload: Payload,
  viewer: Viewer,
  project: Project,
): Promise<ProjectViewerState> {
  const ability = projectVoteAbility(viewer, project)
  const votesCount = project.votes_count ?? 0
  if (!isMember(viewer)) return { ability, voted: false, votesCount, owner: null, support: null, feedback: null }
  const [voted, feedback] = await Promise.all([
    ability === 'active' ? hasVoted(payload, viewer, project.id) : false,
    takesFeedback(project) ? feedbackSide(payload, viewer, project) : null,
  ])
  if (relationId(project.owner) !== viewer.id) {
    const declaredActions = await ownDeclaredActions(payload, viewer, project.id)
    const active = isActiveMember(viewer)
    return {
      ability,
      voted,
      votesCount,
      owner: null,
      support: { active, projectTitle: project.title, posts: active ? postsOf(project) : [], declaredActions },
      feedback,
    }
  }
  const [latest, payment, beta] = await Promise.all([
    latestChangeRequest(payload, viewer, project),
    paysForCampaign(project) ? ownerPayment(payload, viewer, project) : null,
    ownerBetaSettings(payload, viewer, project),
  ])
  return {
    ability,
    voted,
    votesCount,
    owner: {
      payment,
      reports: acceptsReports(project),
      requested: project.status === 'mod_requested',
      pending: project.status === 'pending',
      latest,
      supportPosts: ownerSupportPosts(project, new Date()),
      beta,
    },
    support: null,
    feedback,
  }
}
