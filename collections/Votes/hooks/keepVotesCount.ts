import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { markTagsStale } from '@/cache/expireTags'
import { drizzleFor } from '@/db/drizzleFor'
import { relationId } from '@/db/relationId'
import { COMMUNITY_TAG, projectTag } from '@/domain/cacheTags'
import type { Vote } from '@/payload-types'

/**
 * `votes_count` is recounted from the vote rows, in the vote's transaction, under the project's row
 * lock, so it equals the rows after any interleaving (a ±1 shift drifted under concurrent deletes).
 * The lock is its own statement so the count sees every vote committed meanwhile; NO KEY UPDATE
 * because FOR UPDATE would deadlock with the votes' foreign-key locks.
 */
async function recountVotes(req: PayloadRequest, project: Vote['project']) {
  const projectId = relationId(project)
  const db = await drizzleFor(req.payload, req)
  await db.execute(sql`select id from projects where id = ${projectId} for no key update`)
  const updated = await db.execute(
    sql`update projects set votes_count = (select count(*) from votes where project_id = ${projectId}) where id = ${projectId} returning slug`,
  )
  const slug = (updated.rows[0] as { slug?: string | null } | undefined)?.slug
  // The cached pages that show the count, whichever door the vote came through; served as they
  // were until they render again, so a database outage just after a vote keeps them up.
  await markTagsStale(req, slug ? [COMMUNITY_TAG, projectTag(slug)] : [COMMUNITY_TAG])
}

export const countVote: CollectionAfterChangeHook<Vote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await recountVotes(req, doc.project)
  return doc
}

export const uncountVote: CollectionAfterDeleteHook<Vote> = async ({ doc, req }) => {
  await recountVotes(req, doc.project)
  return doc
}
