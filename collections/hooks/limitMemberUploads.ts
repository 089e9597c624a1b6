import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeOperationHook, type CollectionSlug } from 'payload'

import { isMember } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { MEMBER_UPLOADS_REFUSAL, mayUploadAnother, uploadQuotaWindowStart } from '@/domain/members/memberUploads'

/** Counted under a lock per member and collection, so parallel uploads cannot all slip under the quota. */
export const limitMemberUploads =
  (collection: CollectionSlug): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' || !isMember(req.user)) return args
    const db = await drizzleFor(req.payload, req)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`tryb:uploads:${collection}`}), ${req.user.id})`)
    const { totalDocs } = await req.payload.count({
      collection,
      where: {
        uploader: { equals: req.user.id },
        createdAt: { greater_than: uploadQuotaWindowStart(new Date()).toISOString() },
      },
      overrideAccess: true,
      req,
    })
    if (!mayUploadAnother(totalDocs)) throw new APIError(MEMBER_UPLOADS_REFUSAL, 429, null, true)
    return args
  }
