import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { relationId } from '@/domain/relationId'
import { formValuesOf, projectDataOf } from '@/projects/projectSubmission'
import { ownerMayEditContent } from '@/domain/projects/projectTransitions'
import type { Member, Project } from '@/payload-types'
import { PROJECT_SUBMIT_MESSAGES, type ProjectSubmitValues } from '@/validation/projectSubmitForm'

import { maySubmitProjects, refusalResult, type ProjectSubmitResult } from './submitProject'

export const NOT_EDITABLE = 'Ce projet ne peut plus être modifié. Demande une modification depuis sa page.'

export async function findEditableProject(
  payload: Payload,
  member: Member | null,
  slug: string,
): Promise<Project | null> {
  if (!maySubmitProjects(member)) return null
  const { docs } = await payload.find({
    collection: 'projects',
    // `owner` cannot be filtered on (it would reveal owners); its value reaches only the owner.
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    user: asSignedInMember(member),
  })
  const project = docs[0]
  return project && relationId(project.owner) === member.id && ownerMayEditContent(project.status) ? project : null
}

export const editValuesOf = (project: Project): ProjectSubmitValues => ({
  ...formValuesOf(project),
  ethics_accepted: false,
})

/**
 * Written as the member: the collection's rules check the correction with
 * the submission's schema, and the status machine has the last word.
 */
export async function resubmitProject(
  payload: Payload,
  member: Member | null,
  slug: string,
  values: ProjectSubmitValues,
): Promise<ProjectSubmitResult> {
  const project = await findEditableProject(payload, member, slug)
  if (!member || !project) return { ok: false, message: NOT_EDITABLE }
  try {
    const updated = await payload.update({
      collection: 'projects',
      id: project.id,
      data: {
        ...(projectDataOf(values) as Partial<Project>),
        ...(project.status === 'mod_requested' ? { status: 'pending' as const } : {}),
      },
      overrideAccess: false,
      user: asSignedInMember(member),
      depth: 0,
    })
    return { ok: true, slug: updated.slug! }
  } catch (error) {
    return refusalResult(payload, error, PROJECT_SUBMIT_MESSAGES.failureFallback)
  }
}
