import type { Ref } from 'react'

import { describedBy, FieldError, fieldIds } from '@/components/form/fields'
import { SECTORS } from '@/domain/members/memberOptions'
import { Icon } from '@/components/Icon'

export function SectorPicker({
  id,
  chosen,
  error,
  inputRef,
  onChange,
}: {
  id: string
  chosen: readonly string[]
  error?: string
  inputRef: Ref<HTMLInputElement>
  onChange: (chosen: string[]) => void
}) {
  const ids = fieldIds(id)
  const toggle = (sector: string, on: boolean) => {
    const others = chosen.filter((other) => other !== sector)
    onChange(on ? [...others, sector] : others)
  }
  return (
    <fieldset aria-describedby={describedBy(ids.note, error && ids.error)}>
      <legend className="font-medium">Secteurs</legend>
      <p id={ids.note} className="mt-1 text-sm text-stone-600">
        Choisis-en au moins un pour un profil complet.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {SECTORS.map((sector, index) => {
          const on = chosen.includes(sector)
          return (
            <label
              key={sector}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border-2 border-stone-300 px-3 py-1.5 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                name="sectors"
                value={sector}
                checked={on}
                onChange={(event) => toggle(sector, event.target.checked)}
                className="sr-only"
              />
              {on && <Icon name="check" className="size-4" />}
              {sector}
            </label>
          )
        })}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  )
}
