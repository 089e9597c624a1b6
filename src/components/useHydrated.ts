'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while the server renders and while the browser hydrates, true afterwards: what the
 * static HTML cannot know (cookies, `document.body`, the page's origin) is read only then,
 * without a second render triggered from an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
