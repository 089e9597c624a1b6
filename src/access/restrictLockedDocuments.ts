import type { SanitizedConfig } from 'payload'

import { isStaff } from './utilities'

/**
 * Payload adds a `payload-locked-documents` collection (who is editing what in the admin) whose
 * access is "any signed-in account", members included, and offers no setting for it. Only
 * staff use the admin, so only staff may read or write those rows.
 */
export function restrictLockedDocuments(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (!locks) throw new Error('payload-locked-documents is missing from the sanitized config')
  const staffOnly = ({ req }: { req: { user: Parameters<typeof isStaff>[0] } }) => isStaff(req.user)
  locks.access = { ...locks.access, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly }
  return config
}
