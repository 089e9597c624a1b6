'use client'

import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { flushSync } from 'react-dom'

/** Native <dialog> with `showModal()` makes the rest inert and handles Escape; focus returns to what had it. */
export function ModerationDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  initialFocus,
  variant = 'dialog',
  children,
}: {
  open: boolean
  onClose: () => void
  labelledBy: string
  describedBy?: string
  initialFocus?: RefObject<HTMLElement | null>
  variant?: 'dialog' | 'sheet'
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
      const target =
        initialFocus?.current ?? element.querySelector<HTMLElement>('textarea, input, select, button:not([disabled])')
      target?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open, initialFocus])

  // Closed by Escape or by the code above: tell the owner, and give focus back. The owner's state
  // is closed before focus returns: Enter pressed at once on the button would otherwise reopen it
  // in the same batch as the close, a state that never changed, and the dialog stayed shut.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const closed = () => {
      flushSync(onClose)
      const target = returnFocus.current
      returnFocus.current = null
      if (target?.isConnected) target.focus()
    }
    element.addEventListener('close', closed)
    return () => element.removeEventListener('close', closed)
  }, [onClose])

  return (
    // The click handler only adds a backdrop click; Escape closes it from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`tryb-dialog tryb-dialog--${variant}`}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="tryb-dialog__content">{open ? children : null}</div>
    </dialog>
  )
}
