import type { FieldHook } from 'payload'

import type { Member } from '@/payload-types'
import { batchedPeriodPoints } from '@/points/periodPoints'

/**
 * The ledger is the one truth for points: derive the figure, never store it. The members a
 * request reads together share one grouped sum, so a list of any length costs one query.
 */
export const computePeriodPoints: FieldHook<Member, number | null | undefined> = async ({ data, req }) => {
  if (typeof data?.id !== 'number') return 0
  return batchedPeriodPoints(req, data.id)
}
