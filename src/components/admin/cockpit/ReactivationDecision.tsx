'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { decideReactivationRequestAction } from '@/actions/reactivation'
import { attemptDecision } from '@/components/admin/attemptDecision'

const FAILED = 'Une erreur est survenue. Réessaye plus tard.'

/** "Réactiver" and "Écarter" of one reactivation request; the cockpit reloads after. */
export function ReactivationDecision({ id, name }: { id: number; name: string }) {
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const decide = (decision: 'reactivated' | 'dismissed') =>
    startTransition(async () => {
      const outcome = await attemptDecision(() => decideReactivationRequestAction(id, decision), FAILED)
      if (outcome.ok) {
        toast.success(`${outcome.message} (${name})`)
        router.refresh()
      } else toast.error(outcome.message)
    })
  return (
    <span>
      <Button
        buttonStyle="primary"
        size="small"
        margin={false}
        onClick={() => decide('reactivated')}
        disabled={busy}
        aria-label={`Réactiver ${name}`}
      >
        Réactiver
      </Button>{' '}
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        onClick={() => decide('dismissed')}
        disabled={busy}
        aria-label={`Écarter la demande de ${name}`}
      >
        Écarter
      </Button>
    </span>
  )
}
