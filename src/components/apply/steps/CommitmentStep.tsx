import { describedBy, FieldError, fieldIds } from '@/components/form/fields'

import { useStepForm } from './useStepForm'

export function CommitmentStep({ onReadCharter }: { onReadCharter: () => void }) {
  const { bind, choice } = useStepForm()
  const { error, ...charter } = bind('accepts_charter', choice('accepts_charter'))
  const ids = fieldIds(charter.id)
  return (
    <>
      <p className="text-stone-700">
        La Tryb repose sur la confiance entre ses membres : lis la charte avant d’envoyer ta candidature.
      </p>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onReadCharter}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
      >
        Lire la charte
      </button>
      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            {...charter}
            type="checkbox"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && ids.error)}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          <span>J’accepte la charte de la Tryb et je m’engage à la respecter.</span>
        </label>
        <FieldError id={ids.error} message={error} />
      </div>
    </>
  )
}
