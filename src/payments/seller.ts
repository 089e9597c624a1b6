import type { Payload, PayloadRequest } from 'payload'

import { sellerOf } from '@/domain/seller'

/**
 * The seller's details from the admin-only "Facturation" global, read by the server for an
 * invoice or for the transfer instructions it shows the owner of an approved project.
 */
export async function readSeller(payload: Payload, req?: PayloadRequest) {
  const global = await payload.findGlobal({ slug: 'billing', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  return sellerOf(global)
}
