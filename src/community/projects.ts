import type { Payload } from 'payload'

import { relationId } from '@/domain/relationId'
import { reachablePage } from '@/domain/request/paging'
import { publiclyVisibleWhere } from '@/domain/projects/projectVisibility'

import {
  COMMUNITY_LISTS,
  communityListSort,
  communityListWhere,
  HOME_SORT,
  homeFeedbackWhere,
  homeVisibilityWhere,
  type CommunityList,
} from '@/domain/community'
import type { Member, Project, ProjectHeroImage, User } from '@/payload-types'

/** What a project card shows: never the owner, never the moderation notes. */
export const CARD_SELECT = {
  title: true,
  slug: true,
  summary: true,
  request_type: true,
  status: true,
  votes_count: true,
  hero_image: true,
  hero_image_alt: true,
  exposure_week_start: true,
  feedback_closed: true,
} as const

export type ProjectCardData = Pick<
  Project,
  | 'id'
  | 'title'
  | 'slug'
  | 'summary'
  | 'request_type'
  | 'status'
  | 'votes_count'
  | 'hero_image_alt'
  | 'exposure_week_start'
  | 'feedback_closed'
> & { hero_image?: number | ProjectHeroImage | null }

/** Public reads run as a visitor, so only what everyone may see can come back. */
const asVisitor = { overrideAccess: false, user: null } as const

export async function findHomeProjects(
  payload: Payload,
  sizes: { visibility: number; feedback: number },
  now = new Date(),
) {
  const [visibility, feedback] = await Promise.all([
    payload.find({
      collection: 'projects',
      where: homeVisibilityWhere(now),
      sort: HOME_SORT,
      limit: sizes.visibility,
      pagination: false,
      depth: 1,
      select: CARD_SELECT,
      ...asVisitor,
    }),
    payload.find({
      collection: 'projects',
      where: homeFeedbackWhere,
      sort: HOME_SORT,
      limit: sizes.feedback,
      pagination: false,
      depth: 1,
      select: CARD_SELECT,
      ...asVisitor,
    }),
  ])
  return { visibility: visibility.docs as ProjectCardData[], feedback: feedback.docs as ProjectCardData[] }
}

export async function findCommunityList(payload: Payload, list: CommunityList, page: number, pageSize: number) {
  const { type } = COMMUNITY_LISTS[list]
  const result = await payload.find({
    collection: 'projects',
    where: communityListWhere(type),
    sort: communityListSort(type),
    limit: pageSize,
    page: reachablePage(page, pageSize),
    depth: 1,
    select: CARD_SELECT,
    ...asVisitor,
  })
  return {
    docs: result.docs as ProjectCardData[],
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

/** Read as a visitor, so neither the owner nor the team's notes come back, and only when public. */
export async function findPublicProject(payload: Payload, slug: string) {
  const { docs } = await payload.find({
    collection: 'projects',
    where: { and: [{ slug: { equals: slug } }, publiclyVisibleWhere] },
    limit: 1,
    pagination: false,
    depth: 1,
    ...asVisitor,
  })
  return docs[0] ?? null
}

export type Viewer = (Member & { collection: 'members' }) | (User & { collection: 'users' }) | null

/** The collection's read access decides in the query: public for everyone, others for owner and admins. */
export async function findProjectForViewer(payload: Payload, slug: string, viewer: Viewer) {
  const { docs } = await payload.find({
    collection: 'projects',
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    user: viewer,
  })
  return docs[0] ?? null
}

export async function hasVoted(payload: Payload, member: Member & { collection: 'members' }, projectId: number) {
  const { totalDocs } = await payload.count({
    collection: 'votes',
    where: { and: [{ project: { equals: projectId } }, { member: { equals: member.id } }] },
    overrideAccess: false,
    user: member,
  })
  return totalDocs > 0
}

export async function storedVoteCounts(
  payload: Payload,
  member: Member & { collection: 'members' },
  projectIds: number[],
): Promise<Record<number, number>> {
  if (projectIds.length === 0) return {}
  const { docs } = await payload.find({
    collection: 'projects',
    where: { id: { in: projectIds } },
    limit: projectIds.length,
    pagination: false,
    depth: 0,
    select: { votes_count: true },
    overrideAccess: false,
    user: member,
  })
  return Object.fromEntries(docs.map((project) => [project.id, project.votes_count ?? 0]))
}

export async function votedProjectIds(
  payload: Payload,
  member: Member & { collection: 'members' },
  projectIds: number[],
) {
  if (projectIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'votes',
    where: { and: [{ project: { in: projectIds } }, { member: { equals: member.id } }] },
    limit: projectIds.length,
    pagination: false,
    depth: 0,
    select: { project: true },
    overrideAccess: false,
    user: member,
  })
  return docs.map((vote) => relationId(vote.project))
}
