'use client'

import type { ReactNode } from 'react'

/** A moderation row's name, which opens its sheet (inert until hydration: HydratedControls). */
export function RowButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="tryb-moderation__row-button"
      aria-haspopup="dialog"
      onClick={(event) => {
        // The row opens the sheet too; one opening is enough.
        event.stopPropagation()
        onOpen()
      }}
    >
      {children}
    </button>
  )
}
