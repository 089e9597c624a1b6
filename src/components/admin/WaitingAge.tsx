import { LATE_LABEL, type PendingAge } from '@/domain/pendingAge'

/**
 * A pending item's wait: its age, and "En retard" in words beside it once past its delay (the
 * colour only repeats what the text says, for screen readers and in any contrast).
 */
export function WaitingAge({ waiting }: { waiting: PendingAge | null }) {
  if (!waiting) return <>—</>
  return (
    <span className="tryb-moderation__waiting">
      <span>{waiting.age}</span>
      {waiting.late ? (
        <>
          {' '}
          <span className="tryb-moderation__badge tryb-moderation__badge--late">{LATE_LABEL}</span>
        </>
      ) : null}
    </span>
  )
}
