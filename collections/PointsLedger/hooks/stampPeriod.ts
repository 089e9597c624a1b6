import { randomUUID } from 'node:crypto'

import type { CollectionBeforeChangeHook } from 'payload'

import { periodOf } from '@/domain/periods'
import type { PointsLedger } from '@/payload-types'

/**
 * What the collection creates is an admin's adjustment: credits earned by a change are inserted
 * by `creditPoints`, below Payload. So a row created here is always its own source, and cannot
 * take the slot of a declared action or a referral not yet credited. Its period is the semester
 * of now (the rule `creditPoints` applies too), so nobody books points into another semester.
 */
export const stampPeriod: CollectionBeforeChangeHook<PointsLedger> = ({ data, operation }) => {
  if (operation !== 'create') return data
  return {
    ...data,
    period: periodOf(new Date()),
    source_type: 'admin-adjustment',
    source_id: (data.source_type === 'admin-adjustment' && data.source_id) || randomUUID(),
  }
}
