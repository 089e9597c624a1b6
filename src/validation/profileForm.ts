import { BIO_MAX_LENGTH } from '@/domain/members/memberOptions'
import { profileFieldsOfKind, type ProfileFieldOfKind } from '@/domain/profile/profileFields'

/** Kept apart from the zod schema (`profile.ts`) so /profile's first load carries no zod. */

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

/** The form's values: the profile's fields and a photo picked but not yet saved. */
export type ProfileFormValues = ProfileValues & { avatar?: File | null }

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
