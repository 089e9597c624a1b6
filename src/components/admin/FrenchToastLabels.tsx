'use client'

import { useEffect, type ReactNode } from 'react'

import { TOAST_CLOSE_LABEL } from '@/domain/adminFrench'

const CLOSE_BUTTONS = 'button.payload-toast-close-button'

/**
 * Gives the close button of the admin's notifications a French name for screen readers. Payload's
 * toaster (sonner) names it "Close toast" and passes no option to change it, so the name is set on
 * each button as it appears.
 */
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
