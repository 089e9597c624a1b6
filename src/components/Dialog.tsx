'use client'

import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from 'react'
import { createPortal } from 'react-dom'

import { useHydrated } from '@/components/useHydrated'
import { Icon } from '@/components/Icon'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const WIDTHS = { small: 'max-w-lg', large: 'max-w-4xl' }

/** Escape, backdrop and close icon all go through `onClose`, so the caller's state decides whether it is open. */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  footer,
  width = 'small',
  children,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  footer?: ReactNode
  width?: keyof typeof WIDTHS
  children: ReactNode
}) {
  const titleId = `${useId()}-title`
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const pressStartedOnBackdrop = useRef(false)

  // Portalled to <body>: callers place the button inside a sentence (<p>), where a <dialog> is
  // invalid HTML and breaks hydration. <body> is only reachable in the browser, hence after mount.
  const hydrated = useHydrated()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    dialog.showModal()
    // showModal focuses the first button; screen readers should start at the title instead.
    titleRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
      root.style.overflow = previousOverflow
      previouslyFocused?.focus()
    }
    // `hydrated`: the <dialog> only exists once portalled, which may be after `open` turned true.
  }, [open, hydrated])

  // Escape: keep the dialog open until the caller sets `open` to false.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onClose()
  }

  // The panel fills the dialog, so only the backdrop has the dialog itself as target. Checking where
  // the press started keeps a text selection dragged out onto the backdrop from closing it.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose()
  }

  // A modal dialog makes the page inert, but Tab would still leave for the browser's toolbar.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.getClientRects().length > 0, // skips what is hidden (e.g. on phones)
    )
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === titleRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // The charter's whole text would otherwise be built on every visit for a dialog most never open.
  if (!hydrated || !open) return null
  return createPortal(
    // The pointer handlers only add a backdrop click; Escape closes it from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onKeyDown={trapFocus}
      className={`m-auto w-[calc(100%-1.5rem)] ${WIDTHS[width]} overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50`}
    >
      <div className="flex max-h-[85vh] flex-col">
        <header className="flex shrink-0 items-center justify-between gap-4 border-b border-stone-200 px-5 py-3 sm:px-6">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-2xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink"
          >
            <Icon name="x" className="size-5" />
          </button>
        </header>
        <div className="flex min-h-0 flex-auto">{children}</div>
        {footer && (
          <footer className="flex shrink-0 justify-end gap-3 border-t border-stone-200 px-5 py-4 sm:px-6">
            {footer}
          </footer>
        )}
      </div>
    </dialog>,
    document.body,
  )
}
