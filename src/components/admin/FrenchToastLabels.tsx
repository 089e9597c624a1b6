'use client'

import { useEffect, type ReactNode } from 'react'

import { TOAST_CLOSE_LABEL } from '@/domain/adminFrench'

const CLOSE_BUTTONS = 'button.payload-toast-close-button'

/** Sonner names the close button "Close toast" and takes no option, so the name is set on each button as it appears. */
export function FrenchToastLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const rename = () => {
      for (const button of document.querySelectorAll<HTMLButtonElement>(CLOSE_BUTTONS)) {
        if (button.getAttribute('aria-label') !== TOAST_CLOSE_LABEL)
          button.setAttribute('aria-label', TOAST_CLOSE_LABEL)
      }
    }
    const observer = new MutationObserver(rename)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
