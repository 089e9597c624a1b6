import type { Access } from 'payload'

import { isAdmin, isMember } from './utilities'

export const adminOrMember: Access = ({ req: { user } }) =>
  isAdmin(user) || (isMember(user) && user?.status !== 'inactive')
