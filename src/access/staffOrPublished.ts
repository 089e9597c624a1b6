import type { Access } from 'payload'

import { isStaff } from './utilities'

/** Even when they ask the API for `draft=true`. */
export const staffOrPublished: Access = ({ req }) => isStaff(req.user) || { _status: { equals: 'published' } }
