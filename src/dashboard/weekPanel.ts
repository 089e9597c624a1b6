import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { findProjectsToAmplify } from '@/community/weekProjects'
import { relationId } from '@/domain/relationId'
import { ACTION_TYPES, type ActionType, type DeclaredActionStatus } from '@/domain/declaredActions/declaredActions'
import { listSize } from '@/domain/community'
import { publicProjectPath } from '@/domain/projects/projectVisibility'
import { DEFAULT_RULES } from '@/domain/rules'
import { exposureWeekLabel, parisWeekMonday } from '@/domain/weeks'
import { openFeedbackRequests, type FeedbackRequest } from '@/feedbacks/feedbackRequests'
import type { Member, Rule } from '@/payload-types'

export type WeekPanelProject = {
  id: number
  title: string
  path: string | null
  own: boolean
  declared: { type: ActionType; status: DeclaredActionStatus }[]
}

/** Three statements whatever the number of projects. */
export async function weekPanelProjects(
  payload: Payload,
  member: Member,
  rules: Pick<Rule, 'home_visibility_count' | 'home_feedback_count'>,
  now: Date,
): Promise<{ weekLabel: string; projects: WeekPanelProject[]; feedbackRequests: FeedbackRequest[] }> {
  const [projects, feedbackRequests] = await Promise.all([
    findProjectsToAmplify(payload, rules, now),
    openFeedbackRequests(payload, listSize(rules.home_feedback_count, DEFAULT_RULES.home_feedback_count)),
  ])
  const ids = projects.map((project) => project.id)
  const declared =
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection: 'declared-actions',
            where: { and: [{ member: { equals: member.id } }, { project: { in: ids } }] },
            sort: 'createdAt',
            // One per project and action type at most (the collection's unique rule).
            limit: ids.length * ACTION_TYPES.length,
            pagination: false,
            depth: 0,
            select: { project: true, action_type: true, status: true },
            user: asSignedInMember(member),
            overrideAccess: false,
          })
        ).docs
  return {
    weekLabel: exposureWeekLabel(parisWeekMonday(now)),
    feedbackRequests,
    projects: projects.map((project) => ({
      id: project.id,
      title: project.title,
      path: project.slug ? publicProjectPath(project.slug) : null,
      own: relationId(project.owner) === member.id,
      declared: declared
        .filter((action) => relationId(action.project) === project.id)
        .map((action) => ({ type: action.action_type, status: action.status })),
    })),
  }
}
