'use client'

import dynamic from 'next/dynamic'

import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { IntentLink } from '@/components/IntentLink'

import { useMemberHint } from './useMemberHint'

// Only a member's browser loads the bell and the account menu: a visitor's page carries none of it.
const MemberControls = dynamic(() => import('./MemberControls'), { ssr: false })

/**
 * The static page renders the visitor's buttons; a member's browser swaps them (each page still checks the session).
 */
export function AccountButtons({ loginLabel, startLabel }: { loginLabel: string; startLabel: string }) {
  const hint = useMemberHint()

  if (hint) return <MemberControls hint={hint} />
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
