import { z } from '@/validation/zod'

import { type AudienceCounts, MAX_AUDIENCE_COUNT, meetsAudienceCriterion } from '@/domain/applicationScore'
import { MOTIVATIONS, PROFESSIONAL_STATUSES, type Motivation } from '@/domain/memberOptions'
import { isWebUrl } from '@/domain/webUrl'

import { emailAddress } from './email'
import { FIELD_MESSAGES } from './fields'

/**
 * The membership application (/apply), checked step by step in the browser and as a whole on
 * the server with the same rules (spec 01 §5). The minimum audience comes from the `rules`
 * global, hence schemas built for a given minimum.
 */

export const APPLICATION_MESSAGES = {
  lastNameRequired: FIELD_MESSAGES.lastNameRequired,
  firstNameRequired: FIELD_MESSAGES.firstNameRequired,
  nameTooLong: 'Ce nom est trop long (100 caractères au plus).',
  urlInvalid: 'Ce lien n’est pas valide : copie l’adresse complète, qui commence par https://',
  countInvalid: 'Indique un nombre entier, sans signe moins.',
  audience: (minAudience: number) =>
    `Il faut au moins ${new Intl.NumberFormat('fr-FR').format(minAudience)} relations, abonnés ou amis sur l’un de ces réseaux.`,
  projectRequired: FIELD_MESSAGES.projectUrlRequired,
  statusRequired: 'Choisis ton statut professionnel.',
  motivationRequired: 'Choisis au moins une motivation.',
  charterRequired: 'Tu dois accepter la charte pour envoyer ta candidature.',
} as const

/**
 * Spec 01 §5: "Count inputs are parsed as integers; non-numeric becomes 0." Spaces are dropped
 * first, so "1 200" (the French way of writing it) counts as 1200.
 */
export function parseCount(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.trunc(raw) : 0
  const parsed = Number.parseInt(String(raw ?? '').replace(/[\s\u00a0\u202f]/g, ''), 10)
  return Number.isNaN(parsed) ? 0 : parsed
}

/** A name on one line: tabs and line breaks pasted in would end up in e-mails and the admin. */
const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, APPLICATION_MESSAGES.nameTooLong)
    .transform((value) => value.replace(/\s+/g, ' '))

/** An optional profile link: empty is stored as null, anything else must be a web address. */
const optionalWebUrl = z
  .string({ error: APPLICATION_MESSAGES.urlInvalid })
  .trim()
  .optional()
  .refine((value) => !value || isWebUrl(value), APPLICATION_MESSAGES.urlInvalid)
  .transform((value) => value || null)

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
    .refine(isWebUrl, APPLICATION_MESSAGES.urlInvalid),
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

/** The step-2 rule that spans three fields; its message is reported under `audience`. */
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

/** One schema per wizard step, in order: identity, networks, project, status, commitment. */
export const applicationStepSchemas = (minAudience: number) =>
  [
    z.object(identityShape),
    z.object(networksShape).refine(meetsAudience(minAudience), audienceIssue(minAudience)),
    z.object(projectShape),
    z.object(statusAndMotivationsShape),
    z.object(commitmentShape),
  ] as const

export const APPLICATION_STEP_COUNT = 5

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

/** What the wizard holds while the applicant types: text as typed, counts included. */
export type ApplicationValues = {
  last_name: string
  first_name: string
  email: string
  linkedin_url: string
  linkedin_count: string
  instagram_url: string
  instagram_count: string
  facebook_url: string
  facebook_count: string
  project_url: string
  professional_status: string
  motivations: string[]
  accepts_charter: boolean
}

export const EMPTY_APPLICATION: ApplicationValues = {
  last_name: '',
  first_name: '',
  email: '',
  linkedin_url: '',
  linkedin_count: '',
  instagram_url: '',
  instagram_count: '',
  facebook_url: '',
  facebook_count: '',
  project_url: '',
  professional_status: '',
  motivations: [],
  accepts_charter: false,
}

export type ApplicationField = keyof ApplicationValues | 'audience'
export type ApplicationFieldErrors = Partial<Record<ApplicationField, string>>

/** The fields of each step (and the audience rule of step 2), in the order of `applicationStepSchemas`. */
export const APPLICATION_STEP_FIELDS = [
  Object.keys(identityShape),
  [...Object.keys(networksShape), 'audience'],
  Object.keys(projectShape),
  Object.keys(statusAndMotivationsShape),
  Object.keys(commitmentShape),
] as readonly (readonly ApplicationField[])[]

const isApplicationField = (key: PropertyKey | undefined): key is ApplicationField =>
  key === 'audience' || (typeof key === 'string' && Object.hasOwn(EMPTY_APPLICATION, key))

/** The first message for each field, as the form shows them. */
export function applicationFieldErrors(error: z.ZodError): ApplicationFieldErrors {
  const errors: ApplicationFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (isApplicationField(field)) errors[field] ??= issue.message
  }
  return errors
}

/** The index (0-based) of the first step holding one of these errors, if any. */
export const firstStepWithError = (errors: ApplicationFieldErrors): number | undefined => {
  const index = APPLICATION_STEP_FIELDS.findIndex((fields) => fields.some((field) => errors[field]))
  return index === -1 ? undefined : index
}
