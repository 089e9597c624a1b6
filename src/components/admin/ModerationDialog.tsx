'use client'

import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react'
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

  const giveFocusBack = useCallback(() => {
    const target = returnFocus.current
    returnFocus.current = null
    if (target?.isConnected) target.focus()
  }, [])

  // Escape and a click on the backdrop close the element, give focus back and close the owner's
  // state within the same event. The browser fires `close` only later: a key pressed in between
  // (Enter on "Rejeter", where focus was back) met an owner still open, and the dialog stayed shut.
  const dismiss = useCallback(() => {
    if (dialog.current?.open) dialog.current.close()
    giveFocusBack()
    flushSync(onClose)
  }, [giveFocusBack, onClose])

  // Closed however it was (the effect above, a form's `method="dialog"`): tell the owner, and give
  // focus back.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const cancelled = (event: Event) => {
      event.preventDefault()
      dismiss()
    }
    const closed = () => {
      onClose()
      giveFocusBack()
    }
    element.addEventListener('cancel', cancelled)
    element.addEventListener('close', closed)
    return () => {
      element.removeEventListener('cancel', cancelled)
      element.removeEventListener('close', closed)
    }
  }, [dismiss, giveFocusBack, onClose])

  return (
    // The click handler only adds a backdrop click; Escape closes it from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`tryb-dialog tryb-dialog--${variant}`}
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss()
      }}
    >
      <div className="tryb-dialog__content">{open ? children : null}</div>
    </dialog>
  )
}
