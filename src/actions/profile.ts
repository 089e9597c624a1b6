'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { clientIp } from '@/auth/clientIp'
import { currentMember } from '@/auth/currentMember'
import { memberPageAccess } from '@/domain/members/memberRouting'
import {
  changePassword,
  setFirstPassword,
  confirmEmailChange,
  requestEmailChange,
  type AccountChangeResult,
} from '@/profile/accountChanges'
import { saveEmailPreferences, type EmailPreferencesResult } from '@/profile/emailPreferences'
import { requestAccountDeletion, type DeletionRequestResult } from '@/profile/requestAccountDeletion'
import { saveProfile, type ProfileSaveResult } from '@/profile/saveProfile'
import type { EmailChangeValues, PasswordChangeValues } from '@/validation/account'
import type { EmailPreferencesValues } from '@/validation/emailPreferencesForm'
import { formData, formValues, text, tuple } from '@/validation/actionArguments'
import { PROFILE_MESSAGES, profileValuesFromForm } from '@/validation/profileForm'

import { defineAction } from './defineAction'

async function profileMember() {
  const member = await currentMember()
  return member && memberPageAccess(member.status, 'profile', '/profile').allow ? member : null
}

export const saveProfileAction = defineAction(tuple([formData]), async (form): Promise<ProfileSaveResult> => {
  const member = await profileMember()
  if (!member) return { ok: false, title: PROFILE_MESSAGES.errorTitle, message: PROFILE_MESSAGES.sessionExpired }
  const photo = form.get('avatar')
  const avatar =
    photo instanceof File && photo.size > 0
      ? { data: Buffer.from(await photo.arrayBuffer()), mimetype: photo.type, name: photo.name, size: photo.size }
      : null
  return saveProfile(await getPayload({ config }), member, profileValuesFromForm(form), avatar)
})

export const saveEmailPreferencesAction = defineAction(
  tuple([formValues<EmailPreferencesValues>()]),
  async (values): Promise<EmailPreferencesResult> => {
    const member = await profileMember()
    if (!member) return { ok: false, message: PROFILE_MESSAGES.sessionExpired }
    return saveEmailPreferences(await getPayload({ config }), member, values)
  },
)

export const requestAccountDeletionAction = defineAction(tuple([]), async (): Promise<DeletionRequestResult> => {
  const member = await profileMember()
  if (!member) return { ok: false, message: PROFILE_MESSAGES.sessionExpired }
  return requestAccountDeletion(await getPayload({ config }), member)
})

export const changePasswordAction = defineAction(
  tuple([formValues<PasswordChangeValues>()]),
  async (values): Promise<AccountChangeResult<keyof PasswordChangeValues>> => {
    const member = await profileMember()
    if (!member) return { ok: false, message: PROFILE_MESSAGES.sessionExpired }
    const payload = await getPayload({ config })
    // The current password is asked only when there is one: a member
    // who joined by an application sets their first one here.
    if (!member.has_password) return setFirstPassword(payload, member, values)
    return changePassword(payload, member, values, clientIp(await headers()))
  },
)

export const requestEmailChangeAction = defineAction(
  tuple([formValues<EmailChangeValues>()]),
  async (values): Promise<AccountChangeResult<keyof EmailChangeValues>> => {
    const member = await profileMember()
    if (!member) return { ok: false, message: PROFILE_MESSAGES.sessionExpired }
    return requestEmailChange(await getPayload({ config }), member, values, clientIp(await headers()))
  },
)

export const confirmEmailChangeAction = defineAction(tuple([text(200)]), async (token): Promise<boolean> =>
  confirmEmailChange(await getPayload({ config }), token),
)
