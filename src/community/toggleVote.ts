import type { Payload } from 'payload'

import { VOTE_ERRORS } from '@/domain/community'
import type { Member } from '@/payload-types'

export type ToggleVoteResult = { ok: true; voted: boolean; count: number } | { ok: false; error: string }

const isUniqueViolation = (error: unknown) => {
  const text =
    error instanceof Error ? `${error.message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}` : ''
  return /unique|duplicate|déjà|already/i.test(text)
}

/** As the member, so the votes collection's rules decide; its hooks move `votes_count` in the same transaction. */
export async function toggleVote(
  payload: Payload,
  member: (Member & { collection: 'members' }) | null,
  projectId: number,
): Promise<ToggleVoteResult> {
  if (!member) return { ok: false, error: VOTE_ERRORS.member }
  const asMember = { overrideAccess: false, user: member } as const

  const existing = await payload.find({
    collection: 'votes',
    where: { and: [{ project: { equals: projectId } }, { member: { equals: member.id } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    ...asMember,
  })

  let voted: boolean
  if (existing.docs[0]) {
    try {
      await payload.delete({ collection: 'votes', id: existing.docs[0].id, ...asMember })
    } catch (error) {
      // Removed meanwhile (a second tab): the vote is gone either way.
      const stillThere = await payload.count({ collection: 'votes', where: { id: { equals: existing.docs[0].id } } })
      if (stillThere.totalDocs > 0) {
        console.error('[votes] remove failed', error)
        return { ok: false, error: VOTE_ERRORS.remove }
      }
    }
    voted = false
  } else {
    try {
      await payload.create({ collection: 'votes', data: { project: projectId, member: member.id }, ...asMember })
    } catch (error) {
      // Added meanwhile (a double click, a second tab): the vote is there, which was the aim.
      if (!isUniqueViolation(error)) {
        console.error('[votes] add failed', error)
        return { ok: false, error: VOTE_ERRORS.add }
      }
    }
    voted = true
  }

  const project = await payload.findByID({
    collection: 'projects',
    id: projectId,
    depth: 0,
    select: { votes_count: true },
    disableErrors: true,
    ...asMember,
  })
  return { ok: true, voted, count: project?.votes_count ?? 0 }
}
