'use client'

import { useRowsKeptOnceDecided } from '@/components/admin/useRowsKeptOnceDecided'

import { ReactivationDecision } from './ReactivationDecision'

export type ReactivationRequestRow = {
  id: number
  memberId: number
  name: string
  message: string | null
  /** Already in French: the date is written on the server, in Paris time. */
  requestedOn: string
}

export function ReactivationRequestList({ requests }: { requests: ReactivationRequestRow[] }) {
  const { shown, markDecided } = useRowsKeptOnceDecided(requests)
  if (shown.length === 0) return <p className="tryb-cockpit__muted">Aucune demande de réactivation en attente.</p>
  return (
    <ul aria-labelledby="cockpit-reactivations">
      {shown.map((request) => (
        <li key={request.id} data-request={request.id}>
          <a href={`/admin/collections/members/${request.memberId}`}>{request.name}</a>{' '}
          <span className="tryb-cockpit__muted">— demandée le {request.requestedOn}</span>
          {request.message ? <blockquote>« {request.message} »</blockquote> : null}
          <ReactivationDecision id={request.id} name={request.name} onDecided={() => markDecided(request.id)} />
        </li>
      ))}
    </ul>
  )
}
