import type { ModerationProject } from '@/moderation/projects'

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
})

/** Dates as French admins read them, in Paris time on the server and in the browser alike. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))

export function TypeBadge({ type }: { type: ModerationProject['requestType'] }) {
  return <span className={`tryb-badge tryb-badge--${type}`}>{type === 'visibility' ? 'Visibilité' : 'Feedbacks'}</span>
}
