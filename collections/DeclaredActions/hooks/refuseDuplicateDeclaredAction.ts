import { sql } from 'drizzle-orm'
import type { CollectionBeforeChangeHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { DeclarationRefusal } from '@/errors/declarationRefusal'
import { OPEN_DECLARED_ACTION_STATUSES } from '@/domain/declaredActions/declaredActions'
import { relationId } from '@/domain/relationId'
import { DUPLICATE_DECLARED_ACTION } from '@/domain/messages'
import type { DeclaredAction } from '@/payload-types'

/**
 * The unique index holds it too, but its error names columns, so
 * concurrent duplicates take turns on a lock and get a French answer.
 */
export const refuseDuplicateDeclaredAction: CollectionBeforeChangeHook<DeclaredAction> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (req.user?.collection !== 'members' || !data.action_type) return data
  const project = operation === 'create' ? data.project : originalDoc?.project
  if (!project || (operation === 'update' && data.action_type === originalDoc?.action_type)) return data
  const db = await drizzleFor(req.payload, req)
  const declaration = `tryb:declaration:${relationId(project)}:${data.action_type}`
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${declaration}), ${req.user.id})`)
  const { totalDocs } = await req.payload.count({
    collection: 'declared-actions',
    where: {
      and: [
        { member: { equals: req.user.id } },
        { project: { equals: relationId(project) } },
        { action_type: { equals: data.action_type } },
        { status: { in: OPEN_DECLARED_ACTION_STATUSES } },
        ...(operation === 'update' && originalDoc ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    req,
  })
  if (totalDocs > 0) throw new DeclarationRefusal('duplicate', DUPLICATE_DECLARED_ACTION, 409)
  return data
}
