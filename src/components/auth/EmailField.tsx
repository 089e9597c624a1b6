import { useId } from 'react'

/** React empties a form after its action, so `typed` (sent back by the server) puts the address back. */
export function EmailField({
  typed,
  autoComplete = 'email',
  errorId,
}: {
  typed?: string
  autoComplete?: 'email' | 'username'
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
