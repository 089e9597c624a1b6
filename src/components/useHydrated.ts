'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/** Lets what the static HTML cannot know be read without a second render from an effect. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
