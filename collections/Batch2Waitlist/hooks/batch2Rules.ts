import { APIError, type CollectionAfterDeleteHook, type CollectionBeforeChangeHook } from 'payload'

import { BATCH2_AUDIT, BATCH2_MESSAGES } from '@/domain/batch2'
import { recordAudit } from '@/audit/recordAudit'

/** Once Batch 2 is open the list has no purpose: no address joins it any more. */
export const refuseOnceBatch2Open: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const rules = await req.payload.findGlobal({ slug: 'rules', req, overrideAccess: true, depth: 0 })
  if (rules.batch2_open === true) throw new APIError(BATCH2_MESSAGES.alreadyOpen, 409, null, true)
  return data
}

/**
 * An admin removing an address carries out its owner's withdrawal of consent (asked by e-mail, as
 * `/confidentialite` says): journalled in the same transaction, without the address.
 */
export const auditWithdrawal: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recordAudit(req, { action: BATCH2_AUDIT.withdrawn, collection: 'batch2-waitlist', id: Number(doc.id) })
  return doc
}
