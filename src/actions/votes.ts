'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { storedVoteCounts, votedProjectIds } from '@/community/projects'
import { toggleVote, type ToggleVoteResult } from '@/community/toggleVote'
import { VOTE_ERRORS, voteAbility, type VoteAbility } from '@/domain/community'
import { array, rowId, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const toggleVoteAction = defineAction(tuple([rowId]), async (projectId): Promise<ToggleVoteResult> => {
  try {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: await headers() })
    const result = await toggleVote(payload, isMember(user) ? user : null, projectId)
    return result
  } catch (error) {
    console.error('[votes] toggle failed', error)
    return { ok: false, error: VOTE_ERRORS.add }
  }
})

/** `counts`: each listed project's count as stored now (the cached page's may be a vote behind). */
export type ViewerVotes = { ability: VoteAbility; votedIds: number[]; counts: Record<number, number> }

/** A community page asks at most this many ids at once (its list size is capped at 100). */
const MAX_IDS = 100

/** One call per page from the browser, so the page stays static. */
export const viewerVotesAction = defineAction(tuple([array(rowId).max(MAX_IDS)]), async (ids): Promise<ViewerVotes> => {
  try {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: await headers() })
    const ability = voteAbility(user)
    if (!isMember(user)) return { ability, votedIds: [], counts: {} }
    const [votedIds, counts] = await Promise.all([
      ability === 'active' ? votedProjectIds(payload, user, ids) : [],
      storedVoteCounts(payload, user, ids),
    ])
    return { ability, votedIds, counts }
  } catch (error) {
    console.error('[votes] viewer state failed', error)
    return { ability: 'visitor', votedIds: [], counts: {} }
  }
})
