import type { ReactNode } from 'react'

import type { Figures } from '@/domain/reports/impactReport'

export const FIGURES: { key: keyof Figures; label: string }[] = [
  { key: 'actions', label: 'Actions validées' },
  { key: 'contributors', label: 'Contributeurs' },
  { key: 'points', label: 'Points distribués' },
]

export const card = 'rounded-3xl border border-stone-200 bg-white p-6'
export const th = 'px-3 py-2 font-medium whitespace-nowrap'
export const td = 'px-3 py-2 whitespace-nowrap'

/** A table wider than a phone scrolls inside its own box, never the page (390 px). */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  // The region takes the focus so that the keyboard scrolls it.
  return (
    <div role="region" aria-label={label} tabIndex={0} className="mt-4 overflow-x-auto rounded-xl">
      {children}
    </div>
  )
}
