'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { resendEmailAction } from '@/actions/outbox'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { OUTBOX_MESSAGES } from '@/domain/outboxMessages'

export function ResendButton({ id, subject }: { id: number; subject: string }) {
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const resend = () =>
    startTransition(async () => {
      const outcome = await attemptDecision(() => resendEmailAction(id), OUTBOX_MESSAGES.resendFailed)
      if (outcome.ok) {
        toast.success(outcome.message)
        router.refresh()
      } else toast.error(outcome.message)
    })
  return (
    <Button
      buttonStyle="secondary"
      size="small"
      onClick={resend}
      disabled={busy}
      aria-label={`Renvoyer « ${subject} »`}
    >
      {busy ? 'Envoi…' : 'Renvoyer'}
    </Button>
  )
}
