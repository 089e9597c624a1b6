import { ValidationError, type File as UploadedFile, type Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { inTransaction } from '@/db/inTransaction'
import { avatarSrc } from '@/domain/profile/avatarFile'
import { relationId } from '@/domain/relationId'
import type { Member } from '@/payload-types'
import { inspectAvatarFile } from '@/uploads/inspectAvatarFile'
import { profileErrors, profileSchema } from '@/validation/profile'
import { PROFILE_MESSAGES, type ProfileField, type ProfileValues } from '@/validation/profileForm'

import { profileValuesOf } from './profileView'

export type ProfileErrorField = ProfileField | 'avatar'

export type ProfileSaveResult =
  | { ok: true; values: ProfileValues; avatarSrc: string | null; profileCompleted: boolean }
  | { ok: false; title: string; message: string; fieldErrors?: Partial<Record<ProfileErrorField, string>> }

export type AvatarUpload = Pick<UploadedFile, 'data' | 'mimetype' | 'name' | 'size'>

const failure = (message: string, fieldErrors?: Partial<Record<ProfileErrorField, string>>): ProfileSaveResult => ({
  ok: false,
  title: PROFILE_MESSAGES.errorTitle,
  message,
  fieldErrors,
})

/**
 * Written as the member so admin-only fields are kept; the replaced photo is deleted only once the save is committed.
 */
export async function saveProfile(
  payload: Payload,
  member: Member,
  values: ProfileValues,
  avatar?: AvatarUpload | null,
): Promise<ProfileSaveResult> {
  if (member.status === 'inactive') return failure(PROFILE_MESSAGES.saveFailed)
  const fieldErrors = profileErrors(values)
  if (fieldErrors) return failure(PROFILE_MESSAGES.checkFields, fieldErrors)
  if (avatar) {
    const inspection = await inspectAvatarFile(avatar)
    if (!inspection.ok) {
      return { ok: false, ...inspection.problem, fieldErrors: { avatar: inspection.problem.message } }
    }
  }
  const data = profileSchema.parse(values)

  const user = asSignedInMember(member)
  let written: { saved: Member; replacedAvatar: number | undefined }
  try {
    written = await inTransaction({ payload, user }, async (req) => {
      const previous = await payload.findByID({
        collection: 'members',
        id: member.id,
        depth: 0,
        req,
        overrideAccess: false,
        user,
      })
      const stored = avatar
        ? await payload.create({
            collection: 'avatars',
            data: {},
            file: avatar,
            req,
            overrideAccess: false,
            user,
            depth: 0,
          })
        : null
      const updated = await payload.update({
        collection: 'members',
        id: member.id,
        data: stored ? { ...data, avatar: stored.id } : data,
        req,
        overrideAccess: false,
        user,
        depth: 1,
      })
      return { saved: updated, replacedAvatar: stored ? relationId(previous.avatar) : undefined }
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      const errors = error.data.errors
      const byField = Object.fromEntries(
        errors.map(({ path, message }) => [path === 'file' ? 'avatar' : path, message]),
      )
      return failure(errors[0]?.message ?? PROFILE_MESSAGES.saveFailed, byField)
    }
    payload.logger.error({ err: error }, '[profile] enregistrement du profil impossible')
    return failure(PROFILE_MESSAGES.saveFailed)
  }

  const { saved, replacedAvatar } = written
  if (replacedAvatar !== undefined) {
    await payload
      .delete({ collection: 'avatars', id: replacedAvatar, overrideAccess: false, user })
      .catch((error: unknown) => payload.logger.error({ err: error }, '[profile] ancienne photo non supprimée'))
  }
  return {
    ok: true,
    values: profileValuesOf(saved),
    avatarSrc: avatarSrc(saved.avatar),
    profileCompleted: Boolean(saved.profile_completed),
  }
}
