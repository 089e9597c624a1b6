import type { GlobalAfterChangeHook } from 'payload'

import { announceAndClearBatch2List } from '@/batch2List/clearBatch2List'

/**
 * Batch 2's opening is an admin's "Batch 2 ouvert" on the rules: the Batch 2 list, kept only for it,
 * is told and cleared in the save's own transaction, whatever the door (admin screen or REST).
 */
export const openBatch2: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.batch2_open === true && previousDoc?.batch2_open !== true) await announceAndClearBatch2List(req)
  return doc
}
