import { z } from '@/validation/zod'

import { BIO_MAX_LENGTH, SECTORS } from '@/domain/members/memberOptions'
import { profileFieldsOfKind, type ProfileFieldOfKind } from '@/domain/profile/profileFields'
import { isTimeZone } from '@/domain/timeZones'

import { FIELD_MESSAGES } from './fieldMessages'
import { count, optionalUrl, requiredText } from './fields'

export const PROFILE_MESSAGES = {
  savedTitle: 'Profil mis à jour ✅',
  saved: 'Tes modifications ont été enregistrées.',
  saveFailed: 'Impossible de sauvegarder ton profil.',
  loadFailed: 'Impossible de charger ton profil.',
  errorTitle: 'Erreur',
  checkFields: 'Vérifie les champs signalés en rouge.',
  bioTooLong: `Ta bio doit faire ${BIO_MAX_LENGTH} caractères au plus.`,
  sectorUnknown: 'Choisis tes secteurs dans la liste proposée.',
  timeZone: 'Choisis un fuseau horaire dans la liste.',
  sessionExpired: 'Ta session a expiré : reconnecte-toi, puis enregistre à nouveau.',
} as const

export type ProfileValues = Partial<Record<ProfileFieldOfKind<'text' | 'timeZone' | 'url' | 'count'>, string>> & {
  sectors?: string[]
}

export type ProfileField = keyof ProfileValues

/** Shared by the browser and the server; the bio is counted as the page's counter counts it. */
export const profileSchema = z.object({
  first_name: requiredText(FIELD_MESSAGES.firstNameRequired),
  last_name: requiredText(FIELD_MESSAGES.lastNameRequired),
  bio: z
    .string()
    .max(BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong)
    .optional()
    .transform((value) => value?.trim() || null),
  sectors: z
    .array(z.enum(SECTORS, { error: PROFILE_MESSAGES.sectorUnknown }), { error: PROFILE_MESSAGES.sectorUnknown })
    .optional()
    // Kept in the list's order, each once, whatever order they were clicked in.
    .transform((chosen) => SECTORS.filter((sector) => chosen?.includes(sector))),
  timezone: z.string({ error: PROFILE_MESSAGES.timeZone }).trim().refine(isTimeZone, PROFILE_MESSAGES.timeZone),
  linkedin_url: optionalUrl,
  linkedin_count: count,
  instagram_url: optionalUrl,
  instagram_count: count,
  facebook_url: optionalUrl,
  facebook_count: count,
  project_url: optionalUrl,
  mvp_url: optionalUrl,
})

export type ProfileData = z.output<typeof profileSchema>

export function profileErrors(values: ProfileValues): Partial<Record<ProfileField, string>> | null {
  const result = profileSchema.safeParse(values)
  if (result.success) return null
  const errors: Partial<Record<ProfileField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField
    errors[field] ??= issue.message
  }
  return errors
}

export const PROFILE_TEXT_FIELDS = profileFieldsOfKind(
  'text',
  'timeZone',
  'url',
  'count',
) satisfies readonly ProfileField[]

export function profileValuesFromForm(form: FormData): ProfileValues {
  const values: ProfileValues = { sectors: form.getAll('sectors').map(String) }
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value
  }
  return values
}
