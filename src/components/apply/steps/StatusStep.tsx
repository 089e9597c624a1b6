import { MOTIVATIONS, PROFESSIONAL_STATUSES } from '@/domain/members/memberOptions'
import { describedBy, Field, FieldError, fieldIds, inputClass } from '@/components/form/fields'

import { useStepForm } from './useStepForm'

export function StatusStep() {
  const { bind, choice, register, errors } = useStepForm()
  const { id: statusId, error: statusError, ...status } = bind('professional_status', choice('professional_status'))
  const motivationsError = errors.motivations?.message
  const motivationsIds = fieldIds('apply-motivations')
  return (
    <>
      <Field id={statusId} label="Ton statut professionnel" error={statusError}>
        {(control) => (
          <select {...control} {...status} required className={inputClass}>
            <option value="">Choisis ton statut</option>
            {PROFESSIONAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset aria-describedby={describedBy(motivationsIds.note, motivationsError && motivationsIds.error)}>
        <legend className="font-medium">Tes motivations</legend>
        <p id={motivationsIds.note} className="mt-1 text-sm text-stone-600">
          Plusieurs choix possibles.
        </p>
        <div className="mt-3 space-y-2">
          {Object.entries(MOTIVATIONS).map(([key, label]) => (
            <label
              key={key}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                {...register('motivations', choice('motivations'))}
                type="checkbox"
                value={key}
                aria-invalid={motivationsError ? true : undefined}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <FieldError id={motivationsIds.error} message={motivationsError} />
      </fieldset>
    </>
  )
}
