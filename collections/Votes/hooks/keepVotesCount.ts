import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { relationId } from '@/db/relationId'
import type { Vote } from '@/payload-types'

/**
 * `votes_count` changes with an atomic `votes_count + n` in the same transaction as the vote
 * row, so it stays equal to the number of votes under any concurrency.
 */
async function shiftVotesCount(req: PayloadRequest, project: Vote['project'], by: 1 | -1) {
  await req.payload.db.updateOne({
    collection: 'projects',
    id: relationId(project),
    data: { votes_count: { $inc: by } },
    req,
    returning: false,
  })
}

export const countVote: CollectionAfterChangeHook<Vote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await shiftVotesCount(req, doc.project, 1)
  return doc
}

export const uncountVote: CollectionAfterDeleteHook<Vote> = async ({ doc, req }) => {
  await shiftVotesCount(req, doc.project, -1)
  return doc
}
