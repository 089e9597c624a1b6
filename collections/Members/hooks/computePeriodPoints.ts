import type { FieldHook } from 'payload'

import type { Member } from '@/payload-types'
import { periodPoints } from '@/points/periodPoints'

/** The ledger is the one truth for points: derive the figure, never store it. */
export const computePeriodPoints: FieldHook<Member, number | null | undefined> = async ({ data, req }) => {
  if (typeof data?.id !== 'number') return 0
  return periodPoints(req.payload, data.id, new Date(), req)
}
