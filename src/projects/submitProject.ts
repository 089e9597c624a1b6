import { sql } from 'drizzle-orm'
import { ValidationError, type File as UploadedFile, type Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { relationId } from '@/db/relationId'
import { HERO_IMAGE_MESSAGES } from '@/domain/heroImage'
import { VISIBILITY_QUOTA_MESSAGE, visibilityQuotaSince } from '@/domain/projectQuota'
import { queueEmail } from '@/email/queueEmail'
import { projectAwaitingModeration } from '@/email/templates/projectAwaitingModeration'
import { adminAddresses } from '@/moderation/adminAddresses'
import type { Member } from '@/payload-types'
import { siteUrl } from '@/siteUrl'
import { inspectHeroImageFile } from '@/uploads/inspectHeroImageFile'
import {
  PROJECT_SUBMIT_MESSAGES,
  projectSubmitErrors,
  projectSubmitSchema,
  type ProjectSubmitData,
  type ProjectSubmitField,
  type ProjectSubmitValues,
} from '@/validation/projectSubmit'

export type HeroImageUpload = Pick<UploadedFile, 'data' | 'mimetype' | 'name' | 'size'>

export type HeroImageUploadResult = { ok: true; id: number; url: string | null } | { ok: false; message: string }

export type ProjectSubmitResult =
  { ok: true; slug: string } | { ok: false; message: string; fieldErrors?: Partial<Record<ProjectSubmitField, string>> }

/** What the owner writes in the form, as the project stores it (submission and resubmission). */
export const projectContent = (data: ProjectSubmitData) => ({
  title: data.title,
  summary: data.summary,
  project_url: data.project_url,
  primary_target: data.primary_target,
  secondary_target: data.secondary_target,
  company_links: { linkedin: data.linkedin, instagram: data.instagram, facebook: data.facebook, website: data.website },
  hero_image: data.hero_image,
  hero_image_alt: data.hero_image_alt,
  feedback_request: data.feedback_request,
  ethics_accepted: true,
  payment_commitment: data.payment_commitment,
})

/** Who may submit (DESIGN): members of any status except inactive. */
export const maySubmitProjects = (member: Pick<Member, 'status'> | null | undefined): member is Member =>
  Boolean(member) && member!.status !== 'inactive'

/**
 * "Image enregistrée avec succès !": the hero image is checked (≤ 500 Ko, JPG or PNG by its
 * bytes, exactly 1600×900 read by sharp) then stored as the member, who becomes its uploader.
 * The collection's hook checks it again, whatever door it comes through.
 */
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

/**
 * "Envoyer ma demande" (spec 02 §2, §5, §7): the form is checked with the shared schema, the
 * image must be one the member uploaded, a member proposes at most one visibility project per
 * calendar month (DESIGN). The project is then created *as the member* (owner = the member,
 * status pending by default) and the admins' e-mails queued in the same transaction.
 */
export async function submitProject(
  payload: Payload,
  member: Member | null,
  values: ProjectSubmitValues,
  now = new Date(),
): Promise<ProjectSubmitResult> {
  if (!maySubmitProjects(member)) return { ok: false, message: PROJECT_SUBMIT_MESSAGES.accessDenied }
  const { campaign_price: campaignPrice } = await payload.findGlobal({ slug: 'rules', depth: 0 })
  const fieldErrors = projectSubmitErrors(values, campaignPrice)
  if (fieldErrors) return { ok: false, message: PROJECT_SUBMIT_MESSAGES.invalid, fieldErrors }
  const data = projectSubmitSchema(campaignPrice).parse(values)
  const user = asSignedInMember(member)

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

  try {
    return await inTransaction({ payload, user }, async (req) => {
      if (data.request_type === 'visibility') {
        // The member's row is locked until the commit, so two requests sent at once cannot both
        // pass the monthly check. A refusal has written nothing: its commit only releases the lock.
        const db = await drizzleFor(payload, req)
        await db.execute(sql`select id from members where id = ${member.id} for update`)
        const earlier = await payload.count({
          collection: 'projects',
          where: {
            owner: { equals: member.id },
            request_type: { equals: 'visibility' },
            createdAt: { greater_than_equal: visibilityQuotaSince(now).toISOString() },
          },
          req,
        })
        if (earlier.totalDocs > 0) return { ok: false, message: VISIBILITY_QUOTA_MESSAGE }
      }
      const project = await payload.create({
        collection: 'projects',
        data: {
          request_type: data.request_type,
          // Only an admin may choose a status: for a member it is the default, pending.
          status: 'pending',
          ...projectContent(data),
        },
        req,
        overrideAccess: false,
        user,
        depth: 0,
      })
      const email = projectAwaitingModeration({
        title: project.title,
        requestType: project.request_type,
        adminUrl: `${siteUrl()}/admin/collections/projects/${project.id}`,
      })
      for (const to of await adminAddresses(req)) await queueEmail(req, { to, ...email })
      return { ok: true, slug: project.slug! }
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      return { ok: false, message: error.data.errors[0]?.message ?? PROJECT_SUBMIT_MESSAGES.failureFallback }
    }
    payload.logger.error({ err: error }, '[project-submit] projet non créé')
    return { ok: false, message: PROJECT_SUBMIT_MESSAGES.failureFallback }
  }
}
