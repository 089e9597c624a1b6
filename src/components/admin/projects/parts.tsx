import { REQUEST_TYPE_LABELS } from '@/domain/projectVisibility'
import { COMMUNITY_TIME_ZONE } from '@/domain/timeZones'
import type { ModerationProject } from '@/moderation/projects'

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: COMMUNITY_TIME_ZONE })
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: COMMUNITY_TIME_ZONE,
})

/** Dates as French admins read them, in Paris time on the server and in the browser alike. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))

export function TypeBadge({ type }: { type: ModerationProject['requestType'] }) {
  return <span className={`tryb-badge tryb-badge--${type}`}>{REQUEST_TYPE_LABELS[type]}</span>
}
