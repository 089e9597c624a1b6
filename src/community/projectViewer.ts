import type { Payload } from 'payload'

import { isMember } from '@/access/utilities'
import { relationId } from '@/db/relationId'
import { projectVoteAbility, type VoteAbility } from '@/domain/community'
import { acceptsReports } from '@/domain/projectReports'
import { getCachedGlobal } from '@/globals/getCachedGlobal'
import type { Project } from '@/payload-types'
import { latestChangeRequest, type ChangeRequest } from '@/projects/requestModification'

import { hasVoted, type Viewer } from './projects'

/** "Gérer mon projet", for the owner only. */
export type OwnerTools = {
  /** The rules' price of a campaign, for the payment step of an approved project. */
  campaignPrice: number | null
  reports: boolean
  requested: boolean
  latest: ChangeRequest | null
}

/** What a project page shows one viewer only: their vote, the owner's tools, the member's form. */
export type ProjectViewerState = {
  ability: VoteAbility
  voted: boolean
  owner: OwnerTools | null
  /** "Déclarer une action", for a member who does not own the project. */
  declaration: { active: boolean } | null
}

/**
 * The viewer's side of a project page. `project` is the project as this viewer may read it (the
 * collection's access decided), so its owner is only known to the owner and the admins.
 */
export async function projectViewerState(
  payload: Payload,
  viewer: Viewer,
  project: Project,
): Promise<ProjectViewerState> {
  const ability = projectVoteAbility(viewer, project)
  if (!isMember(viewer)) return { ability, voted: false, owner: null, declaration: null }
  const voted = ability === 'active' ? await hasVoted(payload, viewer, project.id) : false
  if (relationId(project.owner) !== viewer.id) {
    return { ability, voted, owner: null, declaration: { active: viewer.status === 'active' } }
  }
  const [rules, latest] = await Promise.all([
    project.status === 'approved' ? getCachedGlobal('rules')() : null,
    latestChangeRequest(payload, viewer, project),
  ])
  return {
    ability,
    voted,
    owner: {
      campaignPrice: rules?.campaign_price ?? null,
      reports: acceptsReports(project),
      requested: project.status === 'mod_requested',
      latest,
    },
    declaration: null,
  }
}
