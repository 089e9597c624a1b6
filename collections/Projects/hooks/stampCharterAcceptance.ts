import type { CollectionBeforeChangeHook } from 'payload'

import type { Project } from '@/payload-types'

import { charterAcceptance } from '../../hooks/charterAcceptance'

/**
 * The commitment of a submitted project stores the charter's version and date
 * (docs/PRODUCT-RULES.md#charter), stamped by the server when the project is created with the
 * charter accepted; like the commitment itself, it never changes afterwards.
 */
export const stampCharterAcceptance: CollectionBeforeChangeHook<Project> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data.ethics_accepted) return data
  return { ...data, ...(await charterAcceptance(req)) }
}
