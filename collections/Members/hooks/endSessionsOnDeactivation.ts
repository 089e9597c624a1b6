import type { CollectionBeforeChangeHook } from 'payload'

import type { Member } from '@/payload-types'

/** Emptying the stored sessions makes every token fail its session check on the next request. */
export const endSessionsOnDeactivation: CollectionBeforeChangeHook<Member> = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.status === 'inactive' && originalDoc?.status !== 'inactive') {
    data.sessions = []
  }
  return data
}
