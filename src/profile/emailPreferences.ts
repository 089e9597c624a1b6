import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import type { Member } from '@/payload-types'
import { emailPreferencesSchema } from '@/validation/emailPreferences'
import {
  EMAIL_PREFERENCES_MESSAGES,
  emailPreferencesOf,
  type EmailPreferencesValues,
} from '@/validation/emailPreferencesForm'

export type EmailPreferencesResult =
  { ok: true; message: string; values: EmailPreferencesValues } | { ok: false; message: string }

/** As the member: the same rule `PATCH /api/members/:id` meets. */
export async function saveEmailPreferences(
  payload: Payload,
  member: Member,
  values: unknown,
): Promise<EmailPreferencesResult> {
  const parsed = emailPreferencesSchema.safeParse(values)
  if (!parsed.success) return { ok: false, message: EMAIL_PREFERENCES_MESSAGES.saveFailed }
  try {
    const saved = await payload.update({
      collection: 'members',
      id: member.id,
      data: parsed.data,
      depth: 0,
      user: asSignedInMember(member),
      overrideAccess: false,
    })
    return { ok: true, message: EMAIL_PREFERENCES_MESSAGES.saved, values: emailPreferencesOf(saved) }
  } catch (error) {
    payload.logger.error({ err: error }, '[profile] préférences e-mail non enregistrées')
    return { ok: false, message: EMAIL_PREFERENCES_MESSAGES.saveFailed }
  }
}
