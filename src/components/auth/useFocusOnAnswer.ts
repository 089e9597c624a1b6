'use client'

import { useEffect, useRef } from 'react'

/** A disabled submit button drops focus to the body; without this a keyboard user hears nothing of the answer. */
export function useFocusOnAnswer<T extends HTMLElement>(answer: unknown) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (answer) ref.current?.focus()
  }, [answer])
  return ref
}
