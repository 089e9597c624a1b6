import config from '@payload-config'
import { getPayload } from 'payload'

import type { Member, Project } from '@/payload-types'
import { latestChangeRequest } from '@/projects/requestModification'

import { ModificationRequestForm } from './ModificationRequestForm'

/** The owner's "Demander une modification", with the latest request while one is open. */
export async function ModificationRequest({
  project,
  member,
}: {
  project: Pick<Project, 'id' | 'slug' | 'owner' | 'status' | 'moderation_notes'>
  member: Member & { collection: 'members' }
}) {
  const latest = await latestChangeRequest(await getPayload({ config }), member, project)
  return (
    <ModificationRequestForm
      projectId={project.id}
      slug={project.slug ?? ''}
      requested={project.status === 'mod_requested'}
      latest={latest}
    />
  )
}
