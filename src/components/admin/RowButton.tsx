'use client'

import type { ReactNode } from 'react'

import { useHydrated } from '@/components/useHydrated'

/**
 * A moderation row's name, which opens its sheet. Before hydration a press would be lost without
 * a word, so the button takes none until it can open the sheet.
 */
export function RowButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      className="tryb-moderation__row-button"
      aria-haspopup="dialog"
      disabled={!hydrated}
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
