import type { CollectionBeforeChangeHook } from 'payload'

import type { Project } from '@/payload-types'

import { charterAcceptance } from '../../hooks/charterAcceptance'

/** Stamped by the server and never changed afterwards (docs/PRODUCT-RULES.md#charter). */
export const stampCharterAcceptance: CollectionBeforeChangeHook<Project> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data.ethics_accepted) return data
  return { ...data, ...(await charterAcceptance(req)) }
}
