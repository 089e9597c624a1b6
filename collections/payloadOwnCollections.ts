import type { SanitizedConfig } from 'payload'

import { restrictLockedDocuments } from '@/access/restrictLockedDocuments'
import { restrictPreferences } from '@/access/restrictPreferences'

import { everyCollection } from './everyCollection'
import { UNUSED_JOBS_ENDPOINTS, UNUSED_VERSION_ENDPOINTS } from './endpoints/refuseUnusedEndpoints'

/** The collections Payload adds itself while sanitizing the config: no `index.ts` of ours lists them. */
export const PAYLOAD_OWN_COLLECTIONS = [
  'payload-kv',
  'payload-jobs',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
] as const

/** These exist only on the sanitized config; no row lock on delete because Payload deletes these rows itself. */
export function configurePayloadOwnCollections(config: SanitizedConfig): SanitizedConfig {
  restrictLockedDocuments(config)
  restrictPreferences(config)
  for (const slug of PAYLOAD_OWN_COLLECTIONS) {
    const collection = config.collections.find((candidate) => candidate.slug === slug)
    if (!collection) throw new Error(`${slug} is missing from the sanitized config`)
    collection.hooks.beforeOperation = [...everyCollection.beforeOperation, ...(collection.hooks.beforeOperation ?? [])]
    const components = (collection.admin.components ??= {})
    components.beforeListTable = [...everyCollection.beforeListTable, ...(components.beforeListTable ?? [])]
    const unused =
      slug === 'payload-jobs' ? [...everyCollection.endpoints, ...UNUSED_JOBS_ENDPOINTS] : everyCollection.endpoints
    collection.endpoints = [...unused, ...(collection.endpoints || [])]
  }
  const jobStats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (!jobStats) throw new Error('payload-jobs-stats is missing from the sanitized config')
  jobStats.endpoints = [...UNUSED_VERSION_ENDPOINTS, ...(jobStats.endpoints || [])]
  return config
}
