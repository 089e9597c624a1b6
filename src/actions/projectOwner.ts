'use server'

import config from '@payload-config'
import { revalidatePath } from 'next/cache'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { publicProjectPath } from '@/domain/projects/projectVisibility'
import { requestModification } from '@/projects/requestModification'
import { saveSupportPosts, type SupportPostsResult } from '@/projects/saveSupportPosts'
import { formData, formValues, previousState, rowId, tuple } from '@/validation/actionArguments'
import { MODIFICATION_REQUEST_MESSAGES } from '@/validation/modificationRequestForm'

import { defineAction } from './defineAction'

export type ModificationRequestState = { ok: boolean; message: string; notes: string } | null

export const requestModificationAction = defineAction(
  tuple([rowId, previousState, formData]),
  async (projectId, _previous, form): Promise<ModificationRequestState> => {
    const notes = form.get('notes')
    const typed = typeof notes === 'string' ? notes : ''
    try {
      const result = await requestModification(await getPayload({ config }), await currentMember(), projectId, {
        notes,
      })
      if (!result.ok) return { ok: false, message: result.message, notes: typed }
      // The page shows the new status banner at once.
      if (result.slug) revalidatePath(publicProjectPath(result.slug))
      return { ok: true, message: MODIFICATION_REQUEST_MESSAGES.sent, notes: '' }
    } catch (error) {
      console.error('[projects] modification request failed', error)
      return { ok: false, message: MODIFICATION_REQUEST_MESSAGES.failed, notes: typed }
    }
  },
)

export const saveSupportPostsAction = defineAction(
  tuple([rowId, formValues()]),
  async (projectId, values): Promise<SupportPostsResult> =>
    saveSupportPosts(await getPayload({ config }), await currentMember(), projectId, values),
)
