import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '@/payload-types'

export const firstUserIsAdmin: CollectionBeforeChangeHook<User> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) return { ...data, roles: ['admin'] }
  return data
}
