'use server'

import config from '@payload-config'
import { revalidatePath } from 'next/cache'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { publicProjectPath } from '@/domain/projectVisibility'
import { requestModification } from '@/projects/requestModification'
import { saveSupportPosts, type SupportPostsResult } from '@/projects/saveSupportPosts'
import { MODIFICATION_REQUEST_MESSAGES } from '@/validation/modificationRequest'

export type ModificationRequestState = { ok: boolean; message: string; notes: string } | null

/** The owner's "Demander une modification" form on the project page. */
export async function requestModificationAction(
  projectId: number,
  _previous: ModificationRequestState,
  form: FormData,
): Promise<ModificationRequestState> {
  const notes = form.get('notes')
  const typed = typeof notes === 'string' ? notes : ''
  try {
    const result = await requestModification(await getPayload({ config }), await currentMember(), projectId, { notes })
    if (!result.ok) return { ok: false, message: result.message, notes: typed }
    // The page shows the new status banner at once.
    if (result.slug) revalidatePath(publicProjectPath(result.slug))
    return { ok: true, message: MODIFICATION_REQUEST_MESSAGES.sent, notes: '' }
  } catch (error) {
    console.error('[projects] modification request failed', error)
    return { ok: false, message: MODIFICATION_REQUEST_MESSAGES.failed, notes: typed }
  }
}

/** The owner's "Publications à soutenir" in "Gérer mon projet". */
export async function saveSupportPostsAction(projectId: number, values: unknown): Promise<SupportPostsResult> {
  return saveSupportPosts(await getPayload({ config }), await currentMember(), projectId, values)
}
