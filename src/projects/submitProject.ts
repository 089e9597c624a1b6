import { ValidationError, type File as UploadedFile, type Payload, type RequiredDataFromCollectionSlug } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { HERO_IMAGE_MESSAGES } from '@/domain/projects/heroImage'
import { projectDataOf, submitFieldOf } from '@/projects/projectSubmission'
import type { RequestType } from '@/domain/projects/projectVisibility'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member } from '@/payload-types'
import { inspectHeroImageFile } from '@/uploads/inspectHeroImageFile'
import {
  PROJECT_SUBMIT_MESSAGES,
  type ProjectSubmitField,
  type ProjectSubmitValues,
} from '@/validation/projectSubmitForm'

export type HeroImageUpload = Pick<UploadedFile, 'data' | 'mimetype' | 'name' | 'size'>

export type HeroImageUploadResult = { ok: true; id: number; url: string | null } | { ok: false; message: string }

export type ProjectSubmitResult =
  { ok: true; slug: string } | { ok: false; message: string; fieldErrors?: Partial<Record<ProjectSubmitField, string>> }

export const maySubmitProjects = (member: Pick<Member, 'status'> | null | undefined): member is Member =>
  Boolean(member) && member!.status !== 'inactive'

/** The collection's hook checks the image again, whatever door it comes through. */
export async function uploadHeroImage(
  payload: Payload,
  member: Member | null,
  file: HeroImageUpload | null,
): Promise<HeroImageUploadResult> {
  if (!maySubmitProjects(member)) return { ok: false, message: PROJECT_SUBMIT_MESSAGES.accessDenied }
  if (!file || file.size === 0) return { ok: false, message: HERO_IMAGE_MESSAGES.required }
  const inspection = await inspectHeroImageFile(file)
  if (!inspection.ok) return { ok: false, message: inspection.message }
  try {
    const image = await payload.create({
      collection: 'project-hero-images',
      data: {},
      file,
      overrideAccess: false,
      user: asSignedInMember(member),
      depth: 0,
    })
    return { ok: true, id: image.id, url: image.url ?? null }
  } catch (error) {
    if (error instanceof ValidationError)
      return { ok: false, message: error.data.errors[0]?.message ?? HERO_IMAGE_MESSAGES.uploadFailed }
    payload.logger.error({ err: error }, '[project-submit] image non enregistrée')
    return { ok: false, message: HERO_IMAGE_MESSAGES.uploadFailed }
  }
}

export function refusalResult(payload: Payload, error: unknown, fallback: string): ProjectSubmitResult {
  // By shape, like `ruleRefusal`: the hooks may hold another copy of Payload's error classes.
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  if (error instanceof Error && error.name === 'ValidationError' && Array.isArray(errors)) {
    const fieldErrors: Partial<Record<ProjectSubmitField, string>> = {}
    for (const { path, message } of errors as { path: string; message: string }[]) {
      const field = submitFieldOf(path)
      if (field) fieldErrors[field] ??= message
    }
    return Object.keys(fieldErrors).length > 0
      ? { ok: false, message: PROJECT_SUBMIT_MESSAGES.invalid, fieldErrors }
      : { ok: false, message: (errors[0] as { message?: string } | undefined)?.message ?? fallback }
  }
  const refusal = ruleRefusal(error, [400, 403, 409])
  if (refusal) return { ok: false, message: refusal }
  payload.logger.error({ err: error }, '[project-submit] projet non enregistré')
  return { ok: false, message: fallback }
}

/**
 * Created as the member, so the collection's rules decide; its hook queues the admins' e-mails in the same transaction.
 */
export async function submitProject(
  payload: Payload,
  member: Member | null,
  values: ProjectSubmitValues,
): Promise<ProjectSubmitResult> {
  if (!maySubmitProjects(member)) return { ok: false, message: PROJECT_SUBMIT_MESSAGES.accessDenied }
  try {
    const project = await payload.create({
      collection: 'projects',
      data: {
        ...(projectDataOf(values) as RequiredDataFromCollectionSlug<'projects'>),
        request_type: values.request_type as RequestType,
        ethics_accepted: values.ethics_accepted,
        payment_commitment: values.payment_commitment,
      },
      overrideAccess: false,
      user: asSignedInMember(member),
      depth: 0,
    })
    return { ok: true, slug: project.slug! }
  } catch (error) {
    return refusalResult(payload, error, PROJECT_SUBMIT_MESSAGES.failureFallback)
  }
}
