'use client'

import Link from 'next/link'

import { memberHomeFor } from '@/auth/memberHint'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { IntentLink } from '@/components/IntentLink'

import { useMemberHint } from './useMemberHint'

/**
 * The header's account buttons. The static page renders the visitor's two buttons; a signed-in
 * member's browser swaps them for "Mon espace" (the page itself still checks the session).
 */
export function AccountButtons({ loginLabel, startLabel }: { loginLabel: string; startLabel: string }) {
  const hint = useMemberHint()

  if (hint) {
    return (
      <Link href={memberHomeFor(hint)} className={primaryButton('small')}>
        Mon espace
      </Link>
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

/** The phone menu's "Connexion", for visitors only. */
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
