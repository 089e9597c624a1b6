import type { FieldHook } from 'payload'

import type { Member } from '@/payload-types'
import { batchedPeriodPoints } from '@/points/periodPoints'

/** Derived, never stored: the ledger is the one truth. One grouped sum per request, whatever the list's length. */
export const computePeriodPoints: FieldHook<Member, number | null | undefined> = async ({ data, req }) => {
  if (typeof data?.id !== 'number') return 0
  return batchedPeriodPoints(req, data.id)
}
