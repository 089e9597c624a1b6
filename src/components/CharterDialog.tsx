'use client'

import { useId, useState } from 'react'

import { Dialog } from '@/components/Dialog'
import { Paragraphs } from '@/components/Paragraphs'

/** `number` is the section's number on /charte, so a dialog names each chapter as the page does. */
export type CharterSection = { number: number; heading: string; body: string }

/** Every way of closing goes through `onClose`. */
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
  const headingId = (index: number) => `${baseId}-section-${index + 1}`

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

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Charte"
      closeLabel="Fermer la charte"
      width="large"
      footer={
        <>
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
        </>
      }
    >
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
                {section.number}. {section.heading}
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
                {section.number}. {section.heading}
              </h3>
              <div className="mt-3 space-y-3 text-stone-700">
                <Paragraphs text={section.body} />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Dialog>
  )
}

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
