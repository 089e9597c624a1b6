import { FIELD_MESSAGES } from './fieldMessages'

/** Kept apart from the zod schemas so /apply's first load carries no zod. */

export const APPLICATION_MESSAGES = {
  lastNameRequired: FIELD_MESSAGES.lastNameRequired,
  firstNameRequired: FIELD_MESSAGES.firstNameRequired,
  nameTooLong: 'Ce nom est trop long (100 caractères au plus).',
  urlInvalid: FIELD_MESSAGES.urlInvalid,
  countInvalid: 'Indique un nombre entier, sans signe moins.',
  audience: (minAudience: number) =>
    `Il faut au moins ${new Intl.NumberFormat('fr-FR').format(minAudience)} relations, abonnés ou amis sur l’un de ces réseaux.`,
  projectRequired: FIELD_MESSAGES.projectUrlRequired,
  statusRequired: 'Choisis ton statut professionnel.',
  motivationRequired: 'Choisis au moins une motivation.',
  charterRequired: 'Tu dois accepter la charte pour envoyer ta candidature.',
} as const

/** Spaces are dropped first, so "1 200" (the French way) counts as 1200. */
export function parseCount(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.trunc(raw) : 0
  const parsed = Number.parseInt(String(raw ?? '').replace(/[\s\u00a0\u202f]/g, ''), 10)
  return Number.isNaN(parsed) ? 0 : parsed
}

export const APPLICATION_STEP_COUNT = 5

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

/** In the order of `applicationStepSchemas`; a unit test holds the two together. */
export const APPLICATION_STEP_FIELDS = [
  ['last_name', 'first_name', 'email'],
  ['linkedin_url', 'linkedin_count', 'instagram_url', 'instagram_count', 'facebook_url', 'facebook_count', 'audience'],
  ['project_url'],
  ['professional_status', 'motivations'],
  ['accepts_charter'],
] as const satisfies readonly (readonly ApplicationField[])[]

export const isApplicationField = (key: PropertyKey | undefined): key is ApplicationField =>
  key === 'audience' || (typeof key === 'string' && Object.hasOwn(EMPTY_APPLICATION, key))

export const firstStepWithError = (errors: ApplicationFieldErrors): number | undefined => {
  const index = APPLICATION_STEP_FIELDS.findIndex((fields) => fields.some((field) => errors[field]))
  return index === -1 ? undefined : index
}
