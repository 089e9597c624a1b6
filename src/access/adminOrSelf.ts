import type { Access } from 'payload'

import { isAdmin } from './utilities'

export const adminOrSelf: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection === 'members') return { id: { equals: user.id } }
  return false
}
