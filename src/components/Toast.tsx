'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/Icon'

export type ToastMessage = { tone: 'success' | 'error'; title: string; description?: string }

type ShownToast = ToastMessage & { id: number }

/** Showing the same message twice shows it again and restarts its timer. */
export function useToast() {
  const [current, setCurrent] = useState<ShownToast | null>(null)
  const nextId = useRef(0)
  const show = useCallback((message: ToastMessage) => setCurrent({ ...message, id: ++nextId.current }), [])
  const dismiss = useCallback(() => setCurrent(null), [])
  return { current, show, dismiss }
}

/** How long a toast stays, in ms: errors longer, since they ask the reader to do something. */
const DURATION = { success: 5_000, error: 8_000 }

/** Both live regions stay in the page even when empty: screen readers announce added text more reliably. */
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

/** Never closes while pointed at or focused, so nobody loses a message they are reading. */
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
