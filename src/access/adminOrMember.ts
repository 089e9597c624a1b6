import type { Access } from 'payload'

import { isAdmin, isMember } from './utilities'

/** Admins, and members who are not inactive (waitlist members may submit projects and upload). */
export const adminOrMember: Access = ({ req: { user } }) =>
  isAdmin(user) || (isMember(user) && user?.status !== 'inactive')
