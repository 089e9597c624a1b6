import { Check } from 'lucide-react'

import { FieldError } from '@/components/form/fields'
import { SECTORS } from '@/domain/memberOptions'

/** The fixed sector list (spec 01 §3) as checkboxes drawn as tags: Tab to reach one, Space to toggle. */
export function SectorPicker({
  id,
  chosen,
  error,
  onToggle,
}: {
  id: string
  chosen: readonly string[]
  error?: string
  onToggle: (sector: string, on: boolean) => void
}) {
  const errorId = `${id}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium">Secteurs</legend>
      <p className="mt-1 text-sm text-stone-600">Choisis-en au moins un pour un profil complet.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {SECTORS.map((sector) => {
          const on = chosen.includes(sector)
          return (
            <label
              key={sector}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border-2 border-stone-300 px-3 py-1.5 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="checkbox"
                name="sectors"
                value={sector}
                checked={on}
                onChange={(event) => onToggle(sector, event.target.checked)}
                className="sr-only"
              />
              {on && <Check className="size-4" aria-hidden="true" />}
              {sector}
            </label>
          )
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
