import { z } from '@/validation/zod'

import { type AudienceCounts, MAX_AUDIENCE_COUNT, meetsAudienceCriterion } from '@/domain/applications/applicationScore'
import { MOTIVATIONS, PROFESSIONAL_STATUSES, type Motivation } from '@/domain/members/memberOptions'
import { normalizeUrl } from '@/domain/webUrl'

import { emailAddress } from './email'
import { APPLICATION_MESSAGES, type ApplicationFieldErrors, isApplicationField, parseCount } from './applicationForm'

/** Checked step by step in the browser and whole on the server; the minimum audience comes from the `rules` global. */

/** A name on one line: tabs and line breaks pasted in would end up in e-mails and the admin. */
const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, APPLICATION_MESSAGES.nameTooLong)
    .transform((value) => value.replace(/\s+/g, ' '))

const webUrl = (value: string, context: z.RefinementCtx) => {
  const url = normalizeUrl(value)
  if (!url) context.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.urlInvalid })
  return url
}

const optionalWebUrl = z
  .string({ error: APPLICATION_MESSAGES.urlInvalid })
  .trim()
  .optional()
  .transform((value, context) => (value ? webUrl(value, context) : null))

const audienceCount = z.preprocess(
  parseCount,
  z.number().int().min(0, APPLICATION_MESSAGES.countInvalid).max(MAX_AUDIENCE_COUNT, APPLICATION_MESSAGES.countInvalid),
)

const MOTIVATION_KEYS = Object.keys(MOTIVATIONS) as [Motivation, ...Motivation[]]

const identityShape = {
  last_name: name(APPLICATION_MESSAGES.lastNameRequired),
  first_name: name(APPLICATION_MESSAGES.firstNameRequired),
  email: emailAddress(),
}

const networksShape = {
  linkedin_url: optionalWebUrl,
  linkedin_count: audienceCount,
  instagram_url: optionalWebUrl,
  instagram_count: audienceCount,
  facebook_url: optionalWebUrl,
  facebook_count: audienceCount,
}

const projectShape = {
  project_url: z
    .string({ error: APPLICATION_MESSAGES.projectRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.projectRequired)
    .transform((value, context) => webUrl(value, context) ?? ''),
}

const statusAndMotivationsShape = {
  professional_status: z.enum(PROFESSIONAL_STATUSES, { error: APPLICATION_MESSAGES.statusRequired }),
  motivations: z
    .array(z.enum(MOTIVATION_KEYS, { error: APPLICATION_MESSAGES.motivationRequired }), {
      error: APPLICATION_MESSAGES.motivationRequired,
    })
    .min(1, APPLICATION_MESSAGES.motivationRequired)
    .transform((motivations) => [...new Set(motivations)]),
}

const commitmentShape = {
  accepts_charter: z.literal(true, { error: APPLICATION_MESSAGES.charterRequired }),
}

const COUNT_FIELDS = ['linkedin_count', 'instagram_count', 'facebook_count'] as const

const meetsAudience = (minAudience: number) => (counts: AudienceCounts) => meetsAudienceCriterion(counts, minAudience)
const audienceIssue = (minAudience: number) => ({
  path: ['audience'],
  message: APPLICATION_MESSAGES.audience(minAudience),
  // Zod skips an object's refinements once another field is wrong; the counts alone decide
  // here, so the server reports every problem of a forged request at once.
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' &&
    value !== null &&
    COUNT_FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'number'),
})

export const applicationStepSchemas = (minAudience: number) =>
  [
    z.object(identityShape),
    z.object(networksShape).refine(meetsAudience(minAudience), audienceIssue(minAudience)),
    z.object(projectShape),
    z.object(statusAndMotivationsShape),
    z.object(commitmentShape),
  ] as const

/** The whole form, as the server takes it. Unknown keys (a forged `score`, `status`…) are dropped. */
export const applicationSchema = (minAudience: number) =>
  z
    .object({
      ...identityShape,
      ...networksShape,
      ...projectShape,
      ...statusAndMotivationsShape,
      ...commitmentShape,
    })
    .refine(meetsAudience(minAudience), audienceIssue(minAudience))

export type Application = z.output<ReturnType<typeof applicationSchema>>

export function applicationFieldErrors(error: z.ZodError): ApplicationFieldErrors {
  const errors: ApplicationFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (isApplicationField(field)) errors[field] ??= issue.message
  }
  return errors
}
