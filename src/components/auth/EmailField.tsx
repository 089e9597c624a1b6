import { useId } from 'react'

/**
 * The "Ton e-mail" field of the sign-in and reset forms. React empties a form after its action,
 * so `typed` (sent back by the server) puts the address back.
 */
export function EmailField({
  typed,
  autoComplete = 'email',
  errorId,
}: {
  typed?: string
  autoComplete?: 'email' | 'username'
  /** The id of the message that says what is wrong with the address, when something is. */
  errorId?: string
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Ton e-mail
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete={autoComplete}
        inputMode="email"
        defaultValue={typed ?? ''}
        key={typed ?? ''}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="mt-1 w-full rounded-xl border border-stone-300 px-4 py-3"
      />
    </div>
  )
}
