'use server'

import config from '@payload-config'
import { revalidateTag } from 'next/cache'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { toggleVote, type ToggleVoteResult } from '@/community/toggleVote'
import { COMMUNITY_TAG, VOTE_ERRORS } from '@/domain/community'

/** The vote button's action: toggles the signed-in member's vote and returns the stored count. */
export async function toggleVoteAction(projectId: number): Promise<ToggleVoteResult> {
  if (!Number.isInteger(projectId) || projectId <= 0) return { ok: false, error: VOTE_ERRORS.add }
  try {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: await headers() })
    const result = await toggleVote(payload, isMember(user) ? user : null, projectId)
    if (result.ok) revalidateTag(COMMUNITY_TAG, { expire: 0 })
    return result
  } catch (error) {
    console.error('[votes] toggle failed', error)
    return { ok: false, error: VOTE_ERRORS.add }
  }
}
