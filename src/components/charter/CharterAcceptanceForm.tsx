'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, useTransition } from 'react'

import { acceptCharterAction } from '@/actions/charter'
import { FormNotice } from '@/components/auth/FormNotice'
import { primaryButton } from '@/components/buttonStyles'
import { useHydrated } from '@/components/useHydrated'
import { CHARTER_MESSAGES } from '@/domain/charter'
import type { CharterAcceptanceResult } from '@/members/acceptCharter'

export function CharterAcceptanceForm({ version, next }: { version: number; next: string }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [answer, setAnswer] = useState<CharterAcceptanceResult | null>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)
  // Before hydration a press would be lost without a word: the button takes none until it can act.
  const hydrated = useHydrated()

  const accept = () =>
    startTransition(async () => {
      const result = await acceptCharterAction(version).catch((): CharterAcceptanceResult => ({
        ok: false,
        message: CHARTER_MESSAGES.failed,
      }))
      setAnswer(result)
      if (result.ok) {
        router.replace(next)
        router.refresh()
      } else requestAnimationFrame(() => noticeRef.current?.focus())
    })

  return (
    <div className="mt-10 space-y-4">
      <button type="button" onClick={accept} disabled={pending || !hydrated} className={primaryButton()}>
        {pending ? 'Enregistrement…' : 'J’accepte la charte'}
      </button>
      <FormNotice notice={answer} ref={noticeRef} />
    </div>
  )
}
