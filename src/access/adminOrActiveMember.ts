import type { Access } from 'payload'

import { isActiveMember, isAdmin } from './utilities'

export const adminOrActiveMember: Access = ({ req: { user } }) => isAdmin(user) || isActiveMember(user)
