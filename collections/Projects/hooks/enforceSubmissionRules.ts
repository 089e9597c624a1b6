import { sql } from 'drizzle-orm'
import { APIError, ValidationError, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'

import { isMember } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { relationId } from '@/domain/relationId'
import { HERO_IMAGE_MESSAGES } from '@/domain/projects/heroImage'
import {
  BETA_FIELDS,
  betaSettings,
  changedFixedFields,
  changedContentFields,
  FIXED_AT_SUBMISSION_MESSAGE,
  formValuesOf,
  projectContent,
  SUBMIT_FIELD_PATHS,
} from '@/projects/projectSubmission'
import { visibilityQuotaMessage } from '@/domain/projects/projectQuota'
import { ownerMayEditContent } from '@/domain/projects/projectTransitions'
import type { Project } from '@/payload-types'
import { hasVisibilityProjectThisMonth } from '@/projects/visibilityQuota'
import { betaSettingsSchema, projectSubmitErrors, projectSubmitSchema } from '@/validation/projectSubmit'
import type { ProjectSubmitField } from '@/validation/projectSubmitForm'

const refuse = (req: PayloadRequest, errors: Partial<Record<ProjectSubmitField, string>>) =>
  new ValidationError(
    {
      collection: 'projects',
      errors: Object.entries(errors).map(([field, message]) => ({
        path: SUBMIT_FIELD_PATHS[field as ProjectSubmitField],
        message: message!,
      })),
    },
    req.t,
  )

async function isOwnUpload(req: PayloadRequest, imageId: number, memberId: number) {
  const image = await req.payload.findByID({
    collection: 'project-hero-images',
    id: imageId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  return relationId(image?.uploader) === memberId
}

/**
 * Whatever the door; the monthly quota is counted under a lock
 * on the member's row so two parallel requests cannot both pass.
 */
export const enforceSubmissionRules: CollectionBeforeValidateHook<Project> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const member = req.user
  if (!isMember(member) || !data) return data

  if (operation === 'update' && originalDoc) {
    if (changedFixedFields(data, originalDoc).length > 0)
      throw new APIError(FIXED_AT_SUBMISSION_MESSAGE, 403, null, true)
    // The beta-test settings change whatever the status (the owner's page), checked as on the form.
    const betaGiven = BETA_FIELDS.filter((field) => field in data)
    let beta: Partial<Pick<Project, (typeof BETA_FIELDS)[number]>> = {}
    if (betaGiven.length > 0) {
      const parsed = betaSettingsSchema.safeParse({
        beta_places: 'beta_places' in data ? data.beta_places : originalDoc.beta_places,
        beta_instructions: 'beta_instructions' in data ? data.beta_instructions : originalDoc.beta_instructions,
      })
      if (!parsed.success)
        throw refuse(
          req,
          Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0] as ProjectSubmitField, issue.message])),
        )
      beta = Object.fromEntries(betaGiven.map((field) => [field, parsed.data[field]]))
    }
    const touched = changedContentFields(data, originalDoc)
    // A status move alone (asking for a modification, resubmitting) changes no content; content
    // edits of a moderated project are refused by the status machine.
    if (touched.length === 0 || (!ownerMayEditContent(originalDoc.status) && data.status !== 'mod_requested'))
      return { ...data, ...beta }
    const merged = {
      ...originalDoc,
      ...data,
      ...beta,
      company_links: { ...originalDoc.company_links, ...data.company_links },
    }
    const { campaign_price: campaignPrice } = await req.payload.findGlobal({ slug: 'rules', depth: 0, req })
    // The charter and the payment commitment were checked when the project was sent.
    const values = { ...formValuesOf(merged), ethics_accepted: true, payment_commitment: true }
    const errors = projectSubmitErrors(values, campaignPrice)
    if (errors) throw refuse(req, errors)
    const newImage = relationId(merged.hero_image)!
    if (newImage !== relationId(originalDoc.hero_image) && !(await isOwnUpload(req, newImage, member.id)))
      throw refuse(req, { hero_image: HERO_IMAGE_MESSAGES.required })
    const content = projectContent(projectSubmitSchema(campaignPrice).parse(values))
    return { ...data, ...Object.fromEntries(touched.map((field) => [field, content[field]])), ...beta }
  }

  const values = formValuesOf(data)
  const { campaign_price: campaignPrice } = await req.payload.findGlobal({ slug: 'rules', depth: 0, req })
  const errors = projectSubmitErrors(values, campaignPrice)
  if (errors) throw refuse(req, errors)
  const checked = projectSubmitSchema(campaignPrice).parse(values)
  if (!(await isOwnUpload(req, checked.hero_image, member.id)))
    throw refuse(req, { hero_image: HERO_IMAGE_MESSAGES.required })

  if (checked.request_type === 'visibility') {
    // The member's row stays locked until the commit; a refusal has written nothing.
    const db = await drizzleFor(req.payload, req)
    await db.execute(sql`select id from members where id = ${member.id} for update`)
    const now = new Date()
    if (await hasVisibilityProjectThisMonth(req.payload, member.id, now, req))
      throw new APIError(visibilityQuotaMessage(now), 409, null, true)
  }

  return {
    ...data,
    ...projectContent(checked),
    ...betaSettings(checked),
    request_type: checked.request_type,
    ethics_accepted: true,
    payment_commitment: checked.payment_commitment,
  }
}
