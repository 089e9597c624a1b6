import { z } from '@/validation/zod'

import { BIO_MAX_LENGTH, SECTORS } from '@/domain/members/memberOptions'
import { isTimeZone } from '@/domain/timeZones'

import { FIELD_MESSAGES } from './fieldMessages'
import { count, optionalUrl, requiredText } from './fields'
import { PROFILE_MESSAGES, type ProfileField, type ProfileValues } from './profileForm'

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
