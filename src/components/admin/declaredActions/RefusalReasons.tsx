'use client'

/**
 * The ready-made refusal reasons of the `rules` global, beside the free text: picking one writes
 * it into the reason, which the admin may still edit.
 */
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
