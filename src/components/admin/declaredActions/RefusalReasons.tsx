'use client'

/** Picking a reason writes it into the text, which the admin may still edit. */
export function RefusalReasons({ reasons, onPick }: { reasons: string[]; onPick: (reason: string) => void }) {
  if (reasons.length === 0) return null
  return (
    <fieldset className="tryb-dialog__reasons">
      <legend>Motifs prêts à l’emploi</legend>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>
            <button type="button" className="tryb-dialog__reason" onClick={() => onPick(reason)}>
              {reason}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
