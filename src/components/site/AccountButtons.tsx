'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { memberHintFrom, memberHomeFor, type MemberHint } from '@/auth/memberHint'
import { outlineButton, primaryButton } from '@/components/buttonStyles'

/**
 * The header's account buttons. The static page renders the visitor's two buttons; a signed-in
 * member's browser swaps them for "Mon espace" (the page itself still checks the session).
 */
export function AccountButtons({ loginLabel, startLabel }: { loginLabel: string; startLabel: string }) {
  const [hint, setHint] = useState<MemberHint | null>(null)
  useEffect(() => setHint(memberHintFrom(document.cookie)), [])

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
        <Link href="/login" className={outlineButton('small')}>
          {loginLabel}
        </Link>
      </span>
      <Link href="/apply" className={primaryButton('small')}>
        {startLabel}
      </Link>
    </>
  )
}
