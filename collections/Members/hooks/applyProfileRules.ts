import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import { MAX_AUDIENCE_COUNT } from '@/domain/applications/applicationScore'
import { isProfileComplete } from '@/domain/profile/profileCompletion'
import { triggersProfileChecks, profileFieldsOfKind } from '@/domain/profile/profileFields'
import { isTimeZone } from '@/domain/timeZones'
import { isWebUrl } from '@/domain/webUrl'
import type { Member } from '@/payload-types'
import { FIELD_MESSAGES } from '@/validation/fieldMessages'
import { PROFILE_MESSAGES } from '@/validation/profileForm'

const URL_FIELDS = profileFieldsOfKind('url')
const TEXT_FIELDS = profileFieldsOfKind('text', 'url')
const TEXT_EXPECTED = 'Ce champ attend du texte.'
const SECTORS_EXPECTED = 'Choisis tes secteurs dans la liste.'
const COUNT_FIELDS = profileFieldsOfKind('count')

/**
 * The profile's rules hold through REST too (docs/PRODUCT-RULES.md#members);
 * admin and server writes are left alone so an activation never flips the flag.
 */
export const applyProfileRules: CollectionBeforeChangeHook<Member> = async ({ data, originalDoc, operation, req }) => {
  const member = req.user
  if (operation !== 'update' || !isMember(member) || member.id !== originalDoc?.id) return data
  if (!triggersProfileChecks(data)) return data

  const errors: { path: string; message: string }[] = []
  // Another door than the form may send a number or a list where text
  // goes (the profile rule below read it as text and crashed: a 500).
  for (const field of TEXT_FIELDS) {
    const value: unknown = data[field]
    if (value !== undefined && value !== null && typeof value !== 'string')
      errors.push({ path: field, message: TEXT_EXPECTED })
  }
  const sectors: unknown = data.sectors
  if (
    sectors !== undefined &&
    sectors !== null &&
    !(Array.isArray(sectors) && sectors.every((s) => typeof s === 'string'))
  ) {
    errors.push({ path: 'sectors', message: SECTORS_EXPECTED })
  }
  if (errors.length > 0) throw new ValidationError({ collection: 'members', errors }, req.t)
  for (const field of URL_FIELDS) {
    const value = data[field]
    if (typeof value === 'string' && value !== '' && !isWebUrl(value))
      errors.push({ path: field, message: FIELD_MESSAGES.urlInvalid })
  }
  for (const field of COUNT_FIELDS) {
    const value = data[field]
    if (value !== undefined && !(Number.isInteger(value) && value >= 0 && value <= MAX_AUDIENCE_COUNT)) {
      errors.push({ path: field, message: FIELD_MESSAGES.count })
    }
  }
  if (data.timezone !== undefined && !(typeof data.timezone === 'string' && isTimeZone(data.timezone))) {
    errors.push({ path: 'timezone', message: PROFILE_MESSAGES.timeZone })
  }
  if (data.avatar !== undefined && data.avatar !== null) {
    const own = await req.payload.count({
      collection: 'avatars',
      where: {
        id: { equals: typeof data.avatar === 'object' ? data.avatar.id : data.avatar },
        uploader: { equals: member.id },
      },
      req,
    })
    if (own.totalDocs === 0) errors.push({ path: 'avatar', message: 'Cette photo n’est pas la tienne.' })
  }
  if (errors.length > 0) throw new ValidationError({ collection: 'members', errors }, req.t)

  return { ...data, profile_completed: isProfileComplete({ ...originalDoc, ...data }) }
}
