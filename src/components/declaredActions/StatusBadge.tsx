import type { DeclaredActionStatus } from '@/domain/declaredActions/declaredActions'
import { DECLARED_ACTION_BADGES } from '@/domain/declaredActions/memberDeclaredActions'

const BADGE_STYLES = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  validated: 'bg-green-100 text-green-900 ring-green-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
}

/**
 * A file of its own: importing it from the list also made the dashboard ship the list's client
 * components (the correction form, react-hook-form and zod: 47 KiB) it never shows.
 */
export function StatusBadge({ status }: { status: DeclaredActionStatus }) {
  const badge = DECLARED_ACTION_BADGES[status]
  return (
    <span
      data-tone={badge.tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE_STYLES[badge.tone]}`}
    >
      {badge.label}
    </span>
  )
}
