import type { CollectionBeforeChangeHook } from 'payload'

import type { Member } from '@/payload-types'

/** The semester close judges members activated during it pro rata. */
export const stampActivation: CollectionBeforeChangeHook<Member> = ({ data, originalDoc, operation }) => {
  const becomesActive = data.status === 'active' && (operation === 'create' || originalDoc?.status !== 'active')
  if (becomesActive && !(operation === 'create' && data.activated_at)) data.activated_at = new Date().toISOString()
  return data
}
