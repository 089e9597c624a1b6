import type { SanitizedConfig } from 'payload'

import { isAdmin, isStaff } from './utilities'

type AccessArgs = { req: { user: Parameters<typeof isStaff>[0] } }

/** Payload's internal tables allow any signed-in account, members included, and offer no setting. */
export function restrictLockedDocuments(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (!locks) throw new Error('payload-locked-documents is missing from the sanitized config')
  const staffOnly = ({ req }: AccessArgs) => isStaff(req.user)
  locks.access = { ...locks.access, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly }

  const jobStats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (!jobStats) throw new Error('payload-jobs-stats is missing from the sanitized config')
  const adminOnly = ({ req }: AccessArgs) => isAdmin(req.user)
  jobStats.access = { ...jobStats.access, read: adminOnly, readVersions: adminOnly, update: adminOnly }
  return config
}
