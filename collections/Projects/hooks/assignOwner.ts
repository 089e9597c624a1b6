import type { CollectionBeforeChangeHook } from 'payload'

import type { Project } from '@/payload-types'

/** A member always submits for themself, whatever the request body says. */
export const assignOwner: CollectionBeforeChangeHook<Project> = ({ data, operation, req }) => {
  if (operation === 'create' && req.user?.collection === 'members') {
    return { ...data, owner: req.user.id }
  }
  return data
}
