import type { FieldAccess } from 'payload'

import { isActiveMember, isAdmin } from './utilities'

/** Field-level twin of `adminOrActiveMember`: admins and active members. */
export const adminOrActiveMemberField: FieldAccess = ({ req: { user } }) => isAdmin(user) || isActiveMember(user)
