import type { CollectionBeforeChangeHook } from 'payload'

import { storedWeekLabel } from '@/domain/weeks'
import type { Project } from '@/payload-types'

/**
 * `exposure_week` is the label of `exposure_week_start`, written here on every save whoever
 * saves (admin screen, REST, moderation view, seed), so what API readers get never drifts from
 * the week: no typed "cette semaine". Our own pages compute it from the date too
 * (`storedWeekLabel`), which also covers rows saved before this hook.
 */
export const deriveWeekLabel: CollectionBeforeChangeHook<Project> = ({ data, originalDoc }) => {
  const start = data.exposure_week_start !== undefined ? data.exposure_week_start : originalDoc?.exposure_week_start
  data.exposure_week = storedWeekLabel(start)
  return data
}
