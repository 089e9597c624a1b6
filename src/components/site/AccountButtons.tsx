'use client'

import { lazy, Suspense } from 'react'

import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { IntentLink } from '@/components/IntentLink'

import { useMemberHint } from './useMemberHint'

// Only a member's browser loads the bell and the account menu: a visitor's page carries none of it.
// React's `lazy` rather than next/dynamic, whose loader cost every page 1.6 KiB: the hint is read
// after hydration only, so the server never renders it.
const MemberControls = lazy(() => import('./MemberControls'))

/**
 * The static page renders the visitor's buttons; a member's browser swaps them (each page still checks the session).
 */
export function AccountButtons({ loginLabel, startLabel }: { loginLabel: string; startLabel: string }) {
  const hint = useMemberHint()

  if (hint) {
    return (
      <Suspense fallback={null}>
        <MemberControls hint={hint} />
      </Suspense>
    )
  }
  return (
    <>
      <span className="hidden sm:inline">
        <IntentLink href="/login" className={outlineButton('small')}>
          {loginLabel}
        </IntentLink>
      </span>
      <IntentLink href="/apply" className={primaryButton('small')}>
        {startLabel}
      </IntentLink>
    </>
  )
}

export function MenuLoginItem({ label }: { label: string }) {
  if (useMemberHint()) return null
  return (
    <li className="sm:hidden">
      <IntentLink href="/login" className="menu-link">
        {label}
      </IntentLink>
    </li>
  )
}
