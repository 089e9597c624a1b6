import type { Access } from 'payload'

import { checkRole } from './utilities'

/** Admins and the marketing team: site copy (globals) and marketing media. */
export const staffOnly: Access = ({ req }) => checkRole(['admin', 'marketing'], req.user)
