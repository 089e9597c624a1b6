import { z } from '@/validation/zod'

import { BETA_INSTRUCTIONS_MAX, BETA_PLACES_MAX } from '@/domain/feedbacks'
import { REQUEST_TYPES } from '@/domain/projects/projectVisibility'
import { normalizeUrl } from '@/domain/webUrl'

import {
  FEEDBACK_REQUEST_MAX_LENGTH,
  paymentRequiredMessage,
  PROJECT_SUBMIT_FIELDS,
  PROJECT_SUBMIT_MESSAGES,
  type ProjectSubmitField,
  type ProjectSubmitValues,
  SUMMARY_MAX_LENGTH,
  SUMMARY_MIN_LENGTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
} from './projectSubmitForm'

const optionalLink = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return null
      const url = normalizeUrl(value)
      if (!url) context.addIssue({ code: 'custom', message })
      return url
    })

const M = PROJECT_SUBMIT_MESSAGES

/** Empty is none; anything but a whole number from 0 to the maximum is refused. */
// Optional outside the transform: a key left out (the visibility tab has no such field) is no error.
export const betaPlaces = z
  .unknown()
  .optional()
  .transform((value, context): number => {
    const typed = typeof value === 'string' ? value.trim() : value
    if (typed === '' || typed === null || typed === undefined) return 0
    const places =
      typeof typed === 'number' ? typed : typeof typed === 'string' && /^\d+$/.test(typed) ? Number(typed) : NaN
    if (!Number.isInteger(places) || places < 0 || places > BETA_PLACES_MAX) {
      context.addIssue({ code: 'custom', message: M.betaPlaces })
      return 0
    }
    return places
  })

const betaInstructions = z.string().max(BETA_INSTRUCTIONS_MAX, M.betaInstructions).nullish()

/** The owner's beta-test settings, on the submission form and on the project's page. */
export const betaSettingsSchema = z.object({
  beta_places: betaPlaces,
  beta_instructions: betaInstructions.transform((value) => value?.trim() || null),
})

/** Shared by the browser and the server; the payment commitment is kept only on visibility requests. */
export const projectSubmitSchema = (campaignPrice: number) =>
  z
    .object({
      request_type: z.enum(REQUEST_TYPES, { error: M.requestType }),
      title: z
        .string({ error: M.titleShort })
        .trim()
        .min(TITLE_MIN_LENGTH, M.titleShort)
        .max(TITLE_MAX_LENGTH, M.titleLong),
      summary: z
        .string({ error: M.summaryShort })
        .trim()
        .min(SUMMARY_MIN_LENGTH, M.summaryShort)
        .max(SUMMARY_MAX_LENGTH, M.summaryLong),
      project_url: z
        .string({ error: M.mvpRequired })
        .trim()
        .min(1, M.mvpRequired)
        .transform((value, context) => {
          const url = normalizeUrl(value)
          if (!url) context.addIssue({ code: 'custom', message: M.mvpInvalid })
          return url ?? ''
        }),
      primary_target: z.string({ error: M.primaryTarget }).trim().min(2, M.primaryTarget).max(200),
      secondary_target: z
        .string()
        .max(200)
        .optional()
        .transform((value) => value?.trim() || null),
      linkedin: optionalLink(M.linkedin),
      instagram: optionalLink(M.instagram),
      facebook: optionalLink(M.facebook),
      website: optionalLink(M.website),
      hero_image: z.number({ error: M.heroImage }).int(M.heroImage).positive(M.heroImage),
      hero_image_alt: z.string({ error: M.heroImageAlt }).trim().min(5, M.heroImageAlt).max(300),
      ethics_accepted: z.literal(true, { error: M.ethics }),
      payment_commitment: z.boolean().optional(),
      feedback_request: z.string().max(FEEDBACK_REQUEST_MAX_LENGTH).optional(),
      beta_places: betaPlaces,
      beta_instructions: betaInstructions,
    })
    .superRefine(
      (data, context) => {
        if (data.request_type === 'visibility' && data.payment_commitment !== true) {
          context.addIssue({
            code: 'custom',
            path: ['payment_commitment'],
            message: paymentRequiredMessage(campaignPrice),
          })
        }
        const request = typeof data.feedback_request === 'string' ? data.feedback_request.trim() : ''
        if (data.request_type === 'feedback' && request.length < 10) {
          context.addIssue({ code: 'custom', path: ['feedback_request'], message: M.feedbackRequest })
        }
      },
      // Also when other fields are wrong, so every message shows at once.
      { when: () => true },
    )
    .transform((data) => ({
      ...data,
      payment_commitment: data.request_type === 'visibility',
      feedback_request: data.request_type === 'feedback' ? (data.feedback_request?.trim() ?? null) : null,
      // Places and instructions belong to feedback requests only: the collection refuses them elsewhere.
      beta_places: data.beta_places,
      beta_instructions: data.beta_instructions?.trim() || null,
    }))

export type ProjectSubmitData = z.output<ReturnType<typeof projectSubmitSchema>>

export function projectSubmitErrors(
  values: ProjectSubmitValues,
  campaignPrice: number,
): Partial<Record<ProjectSubmitField, string>> | null {
  const result = projectSubmitSchema(campaignPrice).safeParse(values)
  if (result.success) return null
  const found: Partial<Record<ProjectSubmitField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProjectSubmitField
    found[field] ??= issue.message
  }
  const errors: Partial<Record<ProjectSubmitField, string>> = {}
  for (const field of PROJECT_SUBMIT_FIELDS) if (found[field]) errors[field] = found[field]
  return errors
}
