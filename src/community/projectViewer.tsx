import type { ReactNode } from 'react'
import type { Payload } from 'payload'

import { isMember } from '@/access/utilities'
import { DeclarationForm } from '@/components/community/DeclarationForm'
import { ManageProject } from '@/components/community/ManageProject'
import { ModificationRequest } from '@/components/community/ModificationRequest'
import { PaymentSection } from '@/components/community/PaymentSection'
import { ReportForm } from '@/components/community/ReportForm'
import { relationId } from '@/db/relationId'
import { voteAbility, type VoteAbility } from '@/domain/community'
import { acceptsReports } from '@/domain/projectReports'
import { getCachedGlobal } from '@/globals/getCachedGlobal'
import type { Project } from '@/payload-types'

import { hasVoted, type Viewer } from './projects'

/** What a project page shows one viewer only: their vote, the owner's tools, the member's form. */
export type ProjectViewerParts = {
  ability: VoteAbility
  voted: boolean
  manage: ReactNode
  declare: ReactNode
}

/**
 * The viewer's side of a project page. `project` is the project as this viewer may read it (the
 * collection's access decided), so its owner is only known to the owner and the admins.
 */
export async function projectViewerParts(
  payload: Payload,
  viewer: Viewer,
  project: Project,
): Promise<ProjectViewerParts> {
  const ability = voteAbility(viewer)
  if (!isMember(viewer)) return { ability, voted: false, manage: null, declare: null }
  const voted = ability === 'active' ? await hasVoted(payload, viewer, project.id) : false

  // The owner field only reaches the owner and the admins, so it matches only for the owner.
  if (relationId(project.owner) === viewer.id) {
    const { campaign_price: campaignPrice } = await getCachedGlobal('rules')()
    return {
      ability,
      voted,
      manage: (
        <ManageProject>
          {project.status === 'approved' && <PaymentSection campaignPrice={campaignPrice} />}
          {acceptsReports(project) && <ReportForm projectId={project.id} />}
          <ModificationRequest project={project} member={viewer} />
        </ManageProject>
      ),
      declare: null,
    }
  }

  return {
    ability,
    voted,
    manage: null,
    declare: (
      <section aria-labelledby="declarer" className="flex flex-col gap-3">
        <h2 id="declarer" className="text-2xl font-bold">
          Déclarer une action
        </h2>
        <p className="text-neutral-700">
          Tu as liké, commenté, partagé ou publié sur ce projet ? Déclare-le pour gagner tes points.
        </p>
        <DeclarationForm projectId={project.id} active={viewer.status === 'active'} />
      </section>
    ),
  }
}
