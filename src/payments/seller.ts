import type { Payload, PayloadRequest } from 'payload'

import { sellerOf } from '@/domain/payments/seller'

export async function readSeller(payload: Payload, req?: PayloadRequest) {
  const global = await payload.findGlobal({ slug: 'billing', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  return sellerOf(global)
}
