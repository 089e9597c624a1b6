import { randomUUID } from 'node:crypto'

import type { CollectionBeforeChangeHook } from 'payload'

import { periodOf } from '@/domain/points/periods'
import type { PointsLedger } from '@/payload-types'

/**
 * Earned credits go through `creditPoints` below Payload, so a row created here
 * is an admin adjustment and its own source; its period is now's semester.
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
