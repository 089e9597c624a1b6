import type { Access } from 'payload'

import { isStaff } from './utilities'

/**
 * Staff read drafts (the live preview); everyone else only ever gets the published version,
 * even when they ask the API for `draft=true`.
 */
export const staffOrPublished: Access = ({ req }) => isStaff(req.user) || { _status: { equals: 'published' } }
