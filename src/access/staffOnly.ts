import type { Access } from 'payload'

import { checkRole } from './utilities'

export const staffOnly: Access = ({ req }) => checkRole(['admin', 'marketing'], req.user)
