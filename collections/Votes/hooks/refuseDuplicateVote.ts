import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import type { Vote } from '@/payload-types'

/** Said when a member votes twice for one project (the vote toggle reads "déjà" as "already there"). */
const DUPLICATE_VOTE = 'Tu as déjà voté pour ce projet.'

/** The unique index holds it too, but its error names the table, so a member is answered in French first. */
export const refuseDuplicateVote: CollectionBeforeChangeHook<Vote> = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user?.collection !== 'members' || !data.project) return data
  const { totalDocs } = await req.payload.count({
    collection: 'votes',
    where: {
      and: [{ member: { equals: req.user.id } }, { project: { equals: relationId(data.project) } }],
    },
    req,
  })
  if (totalDocs > 0) throw new APIError(DUPLICATE_VOTE, 409, null, true)
  return data
}
