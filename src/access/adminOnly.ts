import type { Access, FieldAccess } from 'payload'

import { isAdmin } from './utilities'

/** Admins only; everyone else, staff `marketing` and members included, is refused. */
export const adminOnly: Access = ({ req }) => isAdmin(req.user)

/** Field-level twin of `adminOnly`. */
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req.user)
