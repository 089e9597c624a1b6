'use client'

import type { ReactNode } from 'react'

import { useHydrated } from '@/components/useHydrated'

/**
 * Wraps the whole admin (a provider, payload.config.ts): its fields and buttons, Payload's and
 * Tryb's, take nothing until React owns them. A date typed into the planning form before
 * hydration showed in the field while the form's state stayed empty ("Indique la semaine
 * d’exposition." on saving), a text typed into Payload's own edit form was not saved, and a button
 * pressed then did nothing. The admin needs its scripts anyway; it waits here, once.
 */
export function HydratedControls({ children }: { children?: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <fieldset className="tryb-hydrated-controls" disabled={!hydrated} aria-busy={!hydrated || undefined}>
      {children}
    </fieldset>
  )
}
