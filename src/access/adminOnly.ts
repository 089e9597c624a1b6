import type { Access, FieldAccess } from 'payload'

import { isAdmin } from './utilities'

export const adminOnly: Access = ({ req }) => isAdmin(req.user)

export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req.user)
