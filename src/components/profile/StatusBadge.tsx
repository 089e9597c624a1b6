import { MEMBER_STATUS_LABELS, type MemberStatus } from '@/domain/members/memberOptions'

const TONES: Record<MemberStatus, string> = {
  active: 'bg-green-100 text-green-800 ring-green-600/30',
  waitlist: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  inactive: 'bg-stone-100 text-stone-700 ring-stone-500/30',
}

export function StatusBadge({ status }: { status: MemberStatus }) {
  return (
    <p className="text-sm">
      <span className="sr-only">Statut du compte : </span>
      <span
        className={`inline-flex items-center rounded-full px-3 py-1 font-semibold ring-1 ring-inset ${TONES[status]}`}
      >
        {MEMBER_STATUS_LABELS[status]}
      </span>
    </p>
  )
}
