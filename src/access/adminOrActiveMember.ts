import type { Access } from 'payload'

import { isActiveMember, isAdmin } from './utilities'

/** Admins, and active members only: votes, declarations and invitations. */
export const adminOrActiveMember: Access = ({ req: { user } }) => isAdmin(user) || isActiveMember(user)
