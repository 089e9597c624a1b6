'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { memberPageAccess } from '@/domain/memberRouting'
import { requestAccountDeletion, type DeletionRequestResult } from '@/profile/requestAccountDeletion'
import { saveProfile, type ProfileSaveResult } from '@/profile/saveProfile'
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

/** /profile's "Supprimer mon compte", once confirmed. */
export async function requestAccountDeletionAction(): Promise<DeletionRequestResult> {
  const member = await profileMember()
  if (!member) return { ok: false, message: PROFILE_MESSAGES.sessionExpired }
  return requestAccountDeletion(await getPayload({ config }), member)
}
