'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { confirmEmailAction } from '@/actions/auth'
import { primaryButton } from '@/components/buttonStyles'

import { FormNotice } from './FormNotice'

/** /auth/confirm: spends the sign-up link with a POST (mail scanners only GET), then says so. */
export function EmailConfirmation() {
  const [result, setResult] = useState<'checking' | 'confirmed' | 'invalid'>('checking')
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const token = new URL(window.location.href).searchParams.get('token') ?? ''
    window.history.replaceState(null, '', '/auth/confirm')
    confirmEmailAction(token)
      .then((confirmed) => setResult(confirmed ? 'confirmed' : 'invalid'))
      .catch(() => setResult('invalid'))
  }, [])

  if (result === 'checking') {
    return (
      <p role="status" className="text-center font-medium">
        Confirmation en cours…
      </p>
    )
  }
  return (
    <div className="space-y-6 text-center">
      <FormNotice
        notice={
          result === 'confirmed'
            ? { ok: true, message: 'Adresse e-mail confirmée ✅ L’équipe peut maintenant activer ton compte.' }
            : {
                ok: false,
                message:
                  'Ce lien de confirmation est expiré ou a déjà servi. Connecte-toi : un lien magique confirme aussi ton adresse.',
              }
        }
      />
      <Link href="/login" className={primaryButton()}>
        Aller à la connexion
      </Link>
    </div>
  )
}
