'use client'

import { useRowsKeptOnceDecided } from '@/components/admin/useRowsKeptOnceDecided'
import { countOf } from '@/domain/french'
import { LATE_LABEL } from '@/domain/applications/pendingAge'

import { EraseMember } from './EraseMember'

export type DeletionRequestRow = {
  id: number
  name: string
  holdReason: string | null
  /** Already in French: the date is written on the server, in Paris time. */
  requestedOn: string
  daysLeft: number
}

function Delay({ daysLeft }: { daysLeft: number }) {
  if (daysLeft < 0)
    return (
      <span className="tryb-cockpit__late" data-cell="late">
        {LATE_LABEL} de {countOf(-daysLeft, 'jour', 'jours')}
      </span>
    )
  return (
    <span data-cell="days-left">
      {daysLeft === 0 ? 'dernier jour' : countOf(daysLeft, 'jour restant', 'jours restants')}
    </span>
  )
}

export function DeletionRequestList({ requests }: { requests: DeletionRequestRow[] }) {
  const { shown, markDecided } = useRowsKeptOnceDecided(requests)
  if (shown.length === 0) return <p className="tryb-cockpit__muted">Aucune demande de suppression en attente.</p>
  return (
    <ul aria-labelledby="cockpit-deletions">
      {shown.map((request) => (
        <li key={request.id} data-deletion-request={request.id}>
          <a href={`/admin/collections/members/${request.id}`}>{request.name}</a>{' '}
          <span className="tryb-cockpit__muted">— demandée le {request.requestedOn}</span> —{' '}
          <Delay daysLeft={request.daysLeft} />
          {request.holdReason ? (
            <p className="tryb-cockpit__muted" data-cell="hold">
              Effacement suspendu : {request.holdReason}
            </p>
          ) : null}
          <EraseMember id={request.id} name={request.name} onErased={() => markDecided(request.id)} />
        </li>
      ))}
    </ul>
  )
}
