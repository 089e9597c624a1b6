import type { CollectionBeforeChangeHook } from 'payload'

import type { Member } from '@/payload-types'

/**
 * A member who becomes inactive is signed out everywhere at once: emptying the stored sessions
 * makes every token they hold fail its session check on the next request.
 */
export const endSessionsOnDeactivation: CollectionBeforeChangeHook<Member> = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.status === 'inactive' && originalDoc?.status !== 'inactive') {
    data.sessions = []
  }
  return data
}
