import type { CollectionBeforeChangeHook } from 'payload'

import type { Member } from '@/payload-types'

/**
 * Records when a member became active: the semester close judges members activated during the
 * semester pro rata, and a member activated after a semester ended is not judged on it.
 */
export const stampActivation: CollectionBeforeChangeHook<Member> = ({ data, originalDoc, operation }) => {
  const becomesActive = data.status === 'active' && (operation === 'create' || originalDoc?.status !== 'active')
  if (becomesActive && !(operation === 'create' && data.activated_at)) data.activated_at = new Date().toISOString()
  return data
}
