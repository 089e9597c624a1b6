'use client'

import Link from 'next/link'

import { memberHintFrom, memberHomeFor } from '@/auth/memberHint'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { IntentLink } from '@/components/IntentLink'
import { useHydrated } from '@/components/useHydrated'

/**
 * The header's account buttons. The static page renders the visitor's two buttons; a signed-in
 * member's browser swaps them for "Mon espace" (the page itself still checks the session).
 */
export function AccountButtons({ loginLabel, startLabel }: { loginLabel: string; startLabel: string }) {
  const hint = useHydrated() ? memberHintFrom(document.cookie) : null

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
