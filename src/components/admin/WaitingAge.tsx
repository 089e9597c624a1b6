import { LATE_LABEL, type PendingAge } from '@/domain/applications/pendingAge'

/** "En retard" is written out: the colour only repeats it for screen readers and low contrast. */
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
