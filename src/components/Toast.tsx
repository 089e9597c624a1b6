'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/Icon'

/** A short message after an action: `success` is announced politely, `error` at once. */
export type ToastMessage = { tone: 'success' | 'error'; title: string; description?: string }

type ShownToast = ToastMessage & { id: number }

/**
 * One toast at a time for a page or a form:
 *
 *   const toast = useToast()
 *   toast.show({ tone: 'error', title: 'Erreur', description: '…' })
 *   <Toast {...toast} />
 *
 * Showing the same message twice shows it again (and restarts its timer).
 */
export function useToast() {
  const [current, setCurrent] = useState<ShownToast | null>(null)
  const nextId = useRef(0)
  const show = useCallback((message: ToastMessage) => setCurrent({ ...message, id: ++nextId.current }), [])
  const dismiss = useCallback(() => setCurrent(null), [])
  return { current, show, dismiss }
}

/** How long a toast stays, in ms: errors longer, since they ask the reader to do something. */
const DURATION = { success: 5_000, error: 8_000 }

/**
 * Renders the current toast at the bottom of the screen, with a close button. Both live regions
 * stay in the page even when empty: screen readers announce text added to an existing region
 * more reliably than a region that appears with its text.
 */
export function Toast({ current, dismiss }: { current: ShownToast | null; dismiss: () => void }) {
  const region = 'flex justify-center sm:justify-end'
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-4">
      <div role="status" className={region}>
        {current?.tone === 'success' && <ToastCard key={current.id} toast={current} dismiss={dismiss} />}
      </div>
      <div role="alert" className={region}>
        {current?.tone === 'error' && <ToastCard key={current.id} toast={current} dismiss={dismiss} />}
      </div>
    </div>
  )
}

/**
 * Closes by itself after a few seconds, but never while the pointer is on it or focus is inside
 * it, so nobody loses a message they are reading.
 */
function ToastCard({ toast, dismiss }: { toast: ShownToast; dismiss: () => void }) {
  const [held, setHeld] = useState(false)

  useEffect(() => {
    if (held) return
    const timer = setTimeout(dismiss, DURATION[toast.tone])
    return () => clearTimeout(timer)
  }, [toast, held, dismiss])

  const error = toast.tone === 'error'
  return (
    <div
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
      }}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border p-4 shadow-lg ${
        error ? 'border-red-200 bg-red-50 text-red-900' : 'border-green-200 bg-green-50 text-green-900'
      }`}
    >
      {error ? (
        <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-red-700" />
      ) : (
        <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-green-700" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Fermer la notification"
        className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  )
}
