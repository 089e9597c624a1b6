import type { FieldAccess } from 'payload'

import { isActiveMember, isAdmin } from './utilities'

export const adminOrActiveMemberField: FieldAccess = ({ req: { user } }) => isAdmin(user) || isActiveMember(user)
