'use client'

import { X } from 'lucide-react'
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'

import { Paragraphs } from '@/components/Paragraphs'

/** One numbered article of the charter; `body` is plain text, a blank line starts a paragraph. */
export type CharterSection = { heading: string; body: string }

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The charter in a modal `<dialog>`, controlled by `open`. Escape, the backdrop, the close icon and
 * both footer buttons all go through `onClose`, so the caller's state decides whether it is open.
 * Focus rings come from the global `:focus-visible` rule in globals.css.
 */
export function CharterDialog({
  open,
  sections,
  onClose,
  onAccept,
}: {
  open: boolean
  sections: CharterSection[]
  onClose: () => void
  onAccept?: () => void
}) {
  const baseId = useId()
  const titleId = `${baseId}-title`
  const headingId = (index: number) => `${baseId}-section-${index + 1}`
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const pressStartedOnBackdrop = useRef(false)

  // Portalled to <body>: callers place the button inside a sentence (<p>), where a <dialog> is
  // invalid HTML and breaks hydration. <body> is only reachable in the browser, hence after mount.
  const [container, setContainer] = useState<HTMLElement | null>(null)
  useEffect(() => setContainer(document.body), [])

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
    // `container`: the <dialog> only exists once portalled, which may be after `open` turned true.
  }, [open, container])

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
      (element) => element.getClientRects().length > 0, // skips the table of contents on phones
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

  // Buttons rather than anchors: an anchor would write the section into the page URL.
  const goToSection = (index: number) => {
    const heading = document.getElementById(headingId(index))
    if (!heading) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading.focus({ preventScroll: true })
    heading.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' })
  }

  const accept = () => {
    onAccept?.()
    onClose()
  }

  if (!container) return null
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onKeyDown={trapFocus}
      className="m-auto w-[calc(100%-1.5rem)] max-w-4xl overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex max-h-[85vh] flex-col">
        <header className="flex shrink-0 items-center justify-between gap-4 border-b border-stone-200 px-5 py-3 sm:px-6">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-2xl font-bold">
            Charte
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Fermer la charte"
            className="flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        <div className="flex min-h-0 flex-auto">
          <nav
            aria-label="Sommaire"
            className="hidden w-60 shrink-0 overflow-y-auto border-r border-stone-200 px-3 py-5 md:block"
          >
            <p className="px-3 text-sm font-semibold uppercase tracking-wide text-stone-500">Sommaire</p>
            <ol className="mt-2 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={index}>
                  <button
                    type="button"
                    onClick={() => goToSection(index)}
                    className="w-full rounded-lg px-3 py-2 text-left text-stone-700 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {index + 1}. {section.heading}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          {/* Focusable so keyboard users can scroll the text with the arrow keys. */}
          <div
            role="region"
            aria-label="Texte de la charte"
            tabIndex={0}
            className="min-w-0 flex-auto overflow-y-auto overscroll-contain px-5 py-6 sm:px-8"
          >
            <ol className="space-y-8">
              {sections.map((section, index) => (
                <li key={index} aria-labelledby={headingId(index)}>
                  <h3 id={headingId(index)} tabIndex={-1} className="scroll-mt-6 text-lg font-semibold">
                    {index + 1}. {section.heading}
                  </h3>
                  <div className="mt-3 space-y-3 text-stone-700">
                    <Paragraphs text={section.body} />
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <footer className="flex shrink-0 justify-end gap-3 border-t border-stone-200 px-5 py-4 sm:px-6">
          <button
            type="button"
            onClick={onClose}
            className="rounded-full border-2 border-stone-300 px-6 py-2 font-semibold text-stone-700 hover:bg-stone-100"
          >
            Fermer
          </button>
          <button
            type="button"
            onClick={accept}
            className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            J'ai compris
          </button>
        </footer>
      </div>
    </dialog>,
    container,
  )
}

/** A button that opens the charter; server components can render it with plain data only. */
export function CharterDialogButton({
  label,
  sections,
  onAccept,
  className = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600',
}: {
  label: string
  sections: CharterSection[]
  onAccept?: () => void
  className?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        {label}
      </button>
      <CharterDialog open={open} sections={sections} onClose={() => setOpen(false)} onAccept={onAccept} />
    </>
  )
}
