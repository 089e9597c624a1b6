'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { confirmEmailChangeAction } from '@/actions/profile'
import { primaryButton } from '@/components/buttonStyles'
import { ACCOUNT_FORM_MESSAGES } from '@/validation/accountForm'

import { FormNotice } from './FormNotice'

/** /auth/email-change: spends the link with a POST (mail scanners only GET), then says so. */
export function EmailChangeConfirmation() {
  const [result, setResult] = useState<'checking' | 'changed' | 'invalid'>('checking')
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const token = new URL(window.location.href).searchParams.get('token') ?? ''
    window.history.replaceState(null, '', '/auth/email-change')
    confirmEmailChangeAction(token)
      .then((changed) => setResult(changed ? 'changed' : 'invalid'))
      .catch(() => setResult('invalid'))
  }, [])

  if (result === 'checking') {
    return (
      <p role="status" className="text-center font-medium">
        Changement en cours…
      </p>
    )
  }
  return (
    <div className="space-y-6 text-center">
      <FormNotice
        notice={
          result === 'changed'
            ? { ok: true, message: ACCOUNT_FORM_MESSAGES.emailChanged }
            : { ok: false, message: ACCOUNT_FORM_MESSAGES.emailLinkExpired }
        }
      />
      <Link href="/profile" className={primaryButton()}>
        Aller à mon profil
      </Link>
    </div>
  )
}
