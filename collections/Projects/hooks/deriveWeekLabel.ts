import type { CollectionBeforeChangeHook } from 'payload'

import { storedWeekLabel } from '@/domain/weeks'
import type { Project } from '@/payload-types'

/** Written on every save so what API readers get never drifts from the week. */
export const deriveWeekLabel: CollectionBeforeChangeHook<Project> = ({ data, originalDoc }) => {
  const start = data.exposure_week_start !== undefined ? data.exposure_week_start : originalDoc?.exposure_week_start
  data.exposure_week = storedWeekLabel(start)
  return data
}
