'use client'

import { useEffect, useRef } from 'react'

/**
 * Moves focus to a form's answer each time a new one arrives. The submit button is disabled while
 * the form is sent, which drops focus to the page's body: a keyboard or screen-reader user would
 * start again from the top, without hearing what happened.
 */
export function useFocusOnAnswer<T extends HTMLElement>(answer: unknown) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (answer) ref.current?.focus()
  }, [answer])
  return ref
}
