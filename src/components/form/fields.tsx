/** React 19 passes `ref` as a prop, so these take react-hook-form's `register(name)` props as they are. */
import type { InputHTMLAttributes, ReactNode } from 'react'
import type { FieldErrors, FieldValues } from 'react-hook-form'

export const inputClass =
  'w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600'

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  )
}

export const fieldIds = (id: string) => ({ note: `${id}-note`, error: `${id}-error` })

/** `children` receives the attributes that bind the control to its label, note and error. */
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
  optional?: boolean
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

/** `adornment` sits inside the input's right edge. */
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
  adornmentId?: string
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

/** For `useForm({ errors })`, so react-hook-form shows each beside its field and focuses the first. */
export function serverFieldErrors<Values extends FieldValues>(
  messages: Partial<Record<keyof Values & string, string>> | undefined,
): FieldErrors<Values> | undefined {
  if (!messages) return undefined
  const errors = Object.entries(messages).map(([name, message]) => [name, { type: 'server', message }])
  // The keys are the form's own field names, which is all FieldErrors asks of a flat form.
  return Object.fromEntries(errors) as FieldErrors<Values>
}
