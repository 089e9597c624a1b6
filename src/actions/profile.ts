'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { clientIp } from '@/auth/clientIp'
import { currentMember } from '@/auth/currentMember'
import { memberPageAccess } from '@/domain/memberRouting'
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  type AccountChangeResult,
} from '@/profile/accountChanges'
import { saveEmailPreferences, type EmailPreferencesResult } from '@/profile/emailPreferences'
import { requestAccountDeletion, type DeletionRequestResult } from '@/profile/requestAccountDeletion'
import { saveProfile, type ProfileSaveResult } from '@/profile/saveProfile'
import type { EmailChangeValues, PasswordChangeValues } from '@/validation/account'
import type { EmailPreferencesValues } from '@/validation/emailPreferences'
import { PROFILE_MESSAGES, profileValuesFromForm } from '@/validation/profile'

/** The signed-in member who may use /profile (the page's own guard rule), or null. */
async function profileMember() {
  const member = await currentMember()
  return member && memberPageAccess(member.status, 'profile', '/profile').allow ? member : null
}

/** /profile's "Enregistrer": the form's fields and, when one was chosen, the new photo. */
export async function saveProfileAction(form: FormData): Promise<ProfileSaveResult> {
  const member = await profileMember()
  if (!member) return { ok: false, title: PROFILE_MESSAGES.errorTitle, message: PROFILE_MESSAGES.sessionExpired }
  const photo = form.get('avatar')
  const avatar =
    photo instanceof File && photo.size > 0
      ? { data: Buffer.from(await photo.arrayBuffer()), mimetype: photo.type, name: photo.name, size: photo.size }
      : null
  return saveProfile(await getPayload({ config }), member, profileValuesFromForm(form), avatar)
}

/** /profile's "Préférences e-mail": the weekly digest and each topic's e-mail, on or off. */
export async function saveEmailPreferencesAction(values: EmailPreferencesValues): Promise<EmailPreferencesResult> {
  const member = await profileMember()
  if (!member) return { ok: false, message: PROFILE_MESSAGES.sessionExpired }
  return saveEmailPreferences(await getPayload({ config }), member, values)
}

/** /profile's "Supprimer mon compte", once confirmed. */
export async function requestAccountDeletionAction(): Promise<DeletionRequestResult> {
  const member = await profileMember()
  if (!member) return { ok: false, message: PROFILE_MESSAGES.sessionExpired }
  return requestAccountDeletion(await getPayload({ config }), member)
}

/** /profile's "Changer mon mot de passe". */
export async function changePasswordAction(
  values: PasswordChangeValues,
): Promise<AccountChangeResult<keyof PasswordChangeValues>> {
  const member = await profileMember()
  if (!member) return { ok: false, message: PROFILE_MESSAGES.sessionExpired }
  return changePassword(await getPayload({ config }), member, values, clientIp(await headers()))
}

/** /profile's "Changer mon e-mail": sends the confirmation link to the new address. */
export async function requestEmailChangeAction(
  values: EmailChangeValues,
): Promise<AccountChangeResult<keyof EmailChangeValues>> {
  const member = await profileMember()
  if (!member) return { ok: false, message: PROFILE_MESSAGES.sessionExpired }
  return requestEmailChange(await getPayload({ config }), member, values, clientIp(await headers()))
}

/** /auth/email-change's POST: true when the link changed the address. */
export async function confirmEmailChangeAction(token: string): Promise<boolean> {
  return confirmEmailChange(await getPayload({ config }), token)
}
