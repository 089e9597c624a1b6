import { REQUEST_TYPE_LABELS } from '@/domain/projects/projectVisibility'
import type { ModerationProject } from '@/moderation/moderationProject'

export function TypeBadge({ type }: { type: ModerationProject['requestType'] }) {
  return <span className={`tryb-moderation__badge tryb-moderation__badge--${type}`}>{REQUEST_TYPE_LABELS[type]}</span>
}
