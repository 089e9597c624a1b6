import { REQUEST_TYPE_LABELS, type RequestType } from '@/domain/projects/projectVisibility'

export function TypeBadge({ type }: { type: RequestType }) {
  const tone = type === 'visibility' ? 'bg-brand-100 text-brand-700' : 'bg-sky-100 text-sky-800'
  return (
    <span className={`inline-flex rounded-full px-3 py-0.5 text-xs font-semibold ${tone}`}>
      {REQUEST_TYPE_LABELS[type]}
    </span>
  )
}
