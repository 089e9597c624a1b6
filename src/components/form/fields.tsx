/**
 * The form fields every member form shares: a label, an optional note and an error read out
 * with the control (`aria-describedby`), in one style. They take react-hook-form's
 * `register(name)` props as they are (React 19 passes `ref` as a prop).
 */
import type { InputHTMLAttributes, ReactNode } from 'react'
import type { FieldErrors, FieldValues } from 'react-hook-form'

export const inputClass =
  'w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600'

/** The ids of a field's note and error, joined for `aria-describedby` (undefined when none). */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  )
}

/** The ids a field's parts use, from the control's id. */
export const fieldIds = (id: string) => ({ note: `${id}-note`, error: `${id}-error` })

/**
 * Any control with its label, note and error: `children` receives the attributes that bind the
 * control to them (its id, `aria-invalid`, `aria-describedby`).
 */
export function Field({
  id,
  label,
  note,
  error,
  optional,
  describedByIds,
  children,
}: {
  id: string
  label: ReactNode
  note?: ReactNode
  error?: string
  /** Adds "(facultatif)" to the label. */
  optional?: boolean
  /** Ids of other elements that explain this field (a rule shared by several fields). */
  describedByIds?: string
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const ids = fieldIds(id)
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {optional && <span className="font-normal text-stone-500"> (facultatif)</span>}
      </label>
      {note && (
        <p id={ids.note} className="mt-1 text-sm text-stone-600">
          {note}
        </p>
      )}
      <div className="mt-2">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(describedByIds, note ? ids.note : undefined, error && ids.error),
        })}
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  )
}

/**
 * A labelled text input with an optional note and error, both read out with the field.
 * `adornment` sits inside the input's right edge (the project link's check mark).
 */
export function TextField({
  id,
  label,
  note,
  error,
  adornment,
  adornmentId,
  describedByIds,
  invalid = false,
  ...input
}: {
  id: string
  label: string
  note?: ReactNode
  error?: string
  adornment?: ReactNode
  /** The id of an element inside `adornment` that describes the value (read out too). */
  adornmentId?: string
  /** Ids of other elements that explain this field (a rule shared by several fields). */
  describedByIds?: string
  /** Invalid by a rule shared with other fields, whose message is in `describedByIds`. */
  invalid?: boolean
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-describedby' | 'aria-invalid'>) {
  const noteId = `${id}-note`
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {!input.required && <span className="font-normal text-stone-500"> (facultatif)</span>}
      </label>
      {note && (
        <p id={noteId} className="mt-1 text-sm text-stone-600">
          {note}
        </p>
      )}
      <div className="relative mt-2">
        <input
          id={id}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(describedByIds, note ? noteId : undefined, adornmentId, error && errorId)}
          className={`${inputClass} ${adornment ? 'pr-12' : ''}`}
          {...input}
        />
        {adornment && (
          <div className="pointer-events-none absolute inset-y-0 right-4 flex items-center">{adornment}</div>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/**
 * A server action's "field → French message" answer as react-hook-form errors, for
 * `useForm({ errors })`: react-hook-form then shows each beside its field and focuses the first.
 */
export function serverFieldErrors<Values extends FieldValues>(
  messages: Partial<Record<keyof Values & string, string>> | undefined,
): FieldErrors<Values> | undefined {
  if (!messages) return undefined
  const errors = Object.entries(messages).map(([name, message]) => [name, { type: 'server', message }])
  // The keys are the form's own field names, which is all FieldErrors asks of a flat form.
  return Object.fromEntries(errors) as FieldErrors<Values>
}
