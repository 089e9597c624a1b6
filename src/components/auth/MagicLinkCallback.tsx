'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { completeMagicLink, destinationOfSession } from '@/actions/auth'

/** Spent with a POST, so mail scanners that open the link spend nothing. */
export function MagicLinkCallback() {
  const router = useRouter()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const url = new URL(window.location.href)
    const token = url.searchParams.get('token') ?? new URLSearchParams(url.hash.slice(1)).get('token') ?? ''
    const next = url.searchParams.get('next')
    window.history.replaceState(null, '', '/auth/callback')
    ;(token ? completeMagicLink(token, next) : destinationOfSession(next))
      .then((destination) => router.replace(destination))
      .catch(() => router.replace('/login?error=auth'))
  }, [router])

  return (
    <p role="status" className="flex items-center justify-center gap-3 text-lg font-medium">
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden="true"
      />
      Connexion en cours…
    </p>
  )
}
