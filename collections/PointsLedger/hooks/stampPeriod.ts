import { randomUUID } from 'node:crypto'

import type { CollectionBeforeChangeHook } from 'payload'

import { periodOf } from '@/domain/periods'
import type { PointsLedger } from '@/payload-types'

/**
 * The period is the semester of the moment of the credit, computed here so nobody can book
 * points into another semester. A manual adjustment is its own source.
 */
export const stampPeriod: CollectionBeforeChangeHook<PointsLedger> = ({ data, operation }) => {
  if (operation !== 'create') return data
  return {
    ...data,
    period: periodOf(new Date()),
    source_id: data.source_id || (data.source_type === 'admin-adjustment' ? randomUUID() : undefined),
  }
}
