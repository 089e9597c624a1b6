import type { Project } from '@/payload-types'
import type { ProjectSubmitData } from '@/validation/projectSubmit'
import type { ProjectSubmitField, ProjectSubmitValues } from '@/validation/projectSubmitForm'

import { relationId } from '@/domain/relationId'

export const PROJECT_CONTENT_FIELDS = [
  'title',
  'summary',
  'project_url',
  'primary_target',
  'secondary_target',
  'company_links',
  'hero_image',
  'hero_image_alt',
  'feedback_request',
] as const

/** What the member chose when sending the form: fixed once the project exists. */
export const FIXED_AT_SUBMISSION = ['request_type', 'ethics_accepted', 'payment_commitment'] as const

export const FIXED_AT_SUBMISSION_MESSAGE =
  'Le type de demande, la charte et l’engagement de paiement ne changent plus après l’envoi du projet.'

export const SUBMIT_FIELD_PATHS: Record<ProjectSubmitField, string> = {
  request_type: 'request_type',
  title: 'title',
  summary: 'summary',
  project_url: 'project_url',
  primary_target: 'primary_target',
  secondary_target: 'secondary_target',
  linkedin: 'company_links.linkedin',
  instagram: 'company_links.instagram',
  facebook: 'company_links.facebook',
  website: 'company_links.website',
  hero_image: 'hero_image',
  hero_image_alt: 'hero_image_alt',
  feedback_request: 'feedback_request',
  beta_places: 'beta_places',
  beta_instructions: 'beta_instructions',
  payment_commitment: 'payment_commitment',
  ethics_accepted: 'ethics_accepted',
}

export const submitFieldOf = (path: string): ProjectSubmitField | null =>
  (Object.keys(SUBMIT_FIELD_PATHS) as ProjectSubmitField[]).find((field) => SUBMIT_FIELD_PATHS[field] === path) ?? null

/** Set when sending a feedback request, changed later from the project's page whatever its status. */
export const BETA_FIELDS = ['beta_places', 'beta_instructions'] as const

type StoredProject = Partial<
  Pick<
    Project,
    (typeof PROJECT_CONTENT_FIELDS)[number] | (typeof FIXED_AT_SUBMISSION)[number] | (typeof BETA_FIELDS)[number]
  >
>

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : (value as string))

/** Non-text values pass as they are, so the schema refuses them with its own messages. */
export function formValuesOf(project: StoredProject): ProjectSubmitValues {
  const links = project.company_links ?? {}
  return {
    request_type: project.request_type ?? undefined,
    title: text(project.title),
    summary: text(project.summary),
    project_url: text(project.project_url),
    primary_target: text(project.primary_target),
    secondary_target: text(project.secondary_target),
    linkedin: text(links.linkedin),
    instagram: text(links.instagram),
    facebook: text(links.facebook),
    website: text(links.website),
    hero_image: relationId(project.hero_image) ?? null,
    hero_image_alt: text(project.hero_image_alt),
    feedback_request: text(project.feedback_request),
    beta_places: project.beta_places ?? 0,
    beta_instructions: text(project.beta_instructions),
    ethics_accepted: project.ethics_accepted ?? false,
    payment_commitment: project.payment_commitment ?? false,
  }
}

/** The inverse of `formValuesOf`, so the same values reach the rules whether from our form or REST. */
export const projectDataOf = (values: ProjectSubmitValues) => ({
  title: values.title,
  summary: values.summary,
  project_url: values.project_url,
  primary_target: values.primary_target,
  secondary_target: values.secondary_target,
  company_links: {
    linkedin: values.linkedin,
    instagram: values.instagram,
    facebook: values.facebook,
    website: values.website,
  },
  hero_image: values.hero_image,
  hero_image_alt: values.hero_image_alt,
  feedback_request: values.feedback_request,
  // Typed on the feedback tab and left behind when the member chose another: not sent.
  ...(values.request_type === 'feedback'
    ? { beta_places: values.beta_places, beta_instructions: values.beta_instructions }
    : {}),
})

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
})

/** The beta-test settings as checked by the schema (whole places, trimmed instructions). */
export const betaSettings = (data: ProjectSubmitData) => ({
  beta_places: data.beta_places,
  beta_instructions: data.beta_instructions,
})

const comparable = (value: unknown) =>
  JSON.stringify(
    typeof value === 'object' && value !== null && 'id' in value
      ? relationId(value as { id: number })
      : (value ?? null),
  )

/** The content fields `data` changes on `original` (Payload may send back the stored values). */
export const changedContentFields = (data: StoredProject, original: StoredProject) =>
  PROJECT_CONTENT_FIELDS.filter((field) => field in data && comparable(data[field]) !== comparable(original[field]))

/** The fixed choices `data` would change on `original` (sending the same value again is no change). */
export const changedFixedFields = (data: StoredProject, original: StoredProject) =>
  FIXED_AT_SUBMISSION.filter((field) => field in data && (data[field] ?? null) !== (original[field] ?? null))
