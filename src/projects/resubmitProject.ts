import { ValidationError, type Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { inTransaction } from '@/db/inTransaction'
import { relationId } from '@/db/relationId'
import { HERO_IMAGE_MESSAGES } from '@/domain/heroImage'
import { ownerMayEditContent } from '@/domain/projectTransitions'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member, Project } from '@/payload-types'
import {
  PROJECT_SUBMIT_MESSAGES,
  projectSubmitErrors,
  projectSubmitSchema,
  type ProjectSubmitValues,
} from '@/validation/projectSubmit'

import { maySubmitProjects, projectContent, type ProjectSubmitResult } from './submitProject'

export const NOT_EDITABLE = 'Ce projet ne peut plus être modifié. Demande une modification depuis sa page.'

/** The owner's project by slug if they may still edit it (pending, or changes requested), else null. */
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

/** The form's values for a project being corrected; the charter is accepted again on sending. */
export function editValuesOf(project: Project): ProjectSubmitValues {
  return {
    request_type: project.request_type,
    title: project.title,
    summary: project.summary,
    project_url: project.project_url ?? '',
    primary_target: project.primary_target,
    secondary_target: project.secondary_target ?? '',
    linkedin: project.company_links?.linkedin ?? '',
    instagram: project.company_links?.instagram ?? '',
    facebook: project.company_links?.facebook ?? '',
    website: project.company_links?.website ?? '',
    hero_image: relationId(project.hero_image) ?? null,
    hero_image_alt: project.hero_image_alt ?? '',
    feedback_request: project.feedback_request ?? '',
    payment_commitment: project.payment_commitment ?? false,
    ethics_accepted: false,
  }
}

/**
 * The owner corrects their project (DESIGN: "the owner edits the project and resubmits it, which
 * returns it to pending"). Checked with the submission's schema; the request type stays the
 * project's; a new image must be the member's own upload. Written as the member, so the status
 * machine has the last word, and its hook tells the admins the project waits again.
 */
export async function resubmitProject(
  payload: Payload,
  member: Member | null,
  slug: string,
  values: ProjectSubmitValues,
): Promise<ProjectSubmitResult> {
  const project = await findEditableProject(payload, member, slug)
  if (!member || !project) return { ok: false, message: NOT_EDITABLE }
  const submitted = { ...values, request_type: project.request_type }
  const { campaign_price: campaignPrice } = await payload.findGlobal({ slug: 'rules', depth: 0 })
  const fieldErrors = projectSubmitErrors(submitted, campaignPrice)
  if (fieldErrors) return { ok: false, message: PROJECT_SUBMIT_MESSAGES.invalid, fieldErrors }
  const data = projectSubmitSchema(campaignPrice).parse(submitted)
  const user = asSignedInMember(member)

  if (data.hero_image !== relationId(project.hero_image)) {
    const image = await payload
      .findByID({ collection: 'project-hero-images', id: data.hero_image, depth: 0, overrideAccess: false, user })
      .catch(() => null)
    if (!image || relationId(image.uploader) !== member.id) {
      return {
        ok: false,
        message: PROJECT_SUBMIT_MESSAGES.invalid,
        fieldErrors: { hero_image: HERO_IMAGE_MESSAGES.required },
      }
    }
  }

  try {
    const updated = await inTransaction({ payload, user }, (req) =>
      payload.update({
        collection: 'projects',
        id: project.id,
        data: {
          ...projectContent(data),
          ...(project.status === 'mod_requested' ? { status: 'pending' as const } : {}),
        },
        req,
        overrideAccess: false,
        user,
        depth: 0,
      }),
    )
    return { ok: true, slug: updated.slug! }
  } catch (error) {
    if (error instanceof ValidationError) {
      return { ok: false, message: error.data.errors[0]?.message ?? PROJECT_SUBMIT_MESSAGES.failureFallback }
    }
    const refusal = ruleRefusal(error)
    if (refusal) return { ok: false, message: refusal }
    payload.logger.error({ err: error }, '[project-submit] projet non mis à jour')
    return { ok: false, message: PROJECT_SUBMIT_MESSAGES.failureFallback }
  }
}
