import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { markTagsStale } from '@/cache/expireTags'
import { drizzleFor } from '@/db/drizzleFor'
import { relationId } from '@/domain/relationId'
import { COMMUNITY_TAG, projectTag } from '@/domain/infrastructure/cacheTags'
import type { Vote } from '@/payload-types'

/**
 * Recounted under the project's lock so it equals the rows after any interleaving;
 * NO KEY UPDATE because FOR UPDATE deadlocks with the votes' foreign keys.
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
