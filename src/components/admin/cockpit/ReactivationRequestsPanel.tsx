import type { Payload } from 'payload'

import { frenchDateTime } from '@/domain/french'
import type { SignedInAdmin } from '@/moderation/decisions'
import { openReactivationRequests } from '@/moderation/reactivationRequests'

import { ReactivationDecision } from './ReactivationDecision'

/**
 * The cockpit's "À traiter" for inactive members asking to come back: who, since when, their word,
 * a link to the member and the two decisions.
 */
export async function ReactivationRequestsPanel({ payload, admin }: { payload: Payload; admin: SignedInAdmin }) {
  const { requests, total } = await openReactivationRequests(payload, admin)
  return (
    <div data-testid="reactivation-requests">
      <h3 id="cockpit-reactivations">Demandes de réactivation ({total})</h3>
      {requests.length === 0 ? (
        <p className="tryb-cockpit__muted">Aucune demande de réactivation en attente.</p>
      ) : (
        <ul aria-labelledby="cockpit-reactivations">
          {requests.map((request) => (
            <li key={request.id} data-request={request.id}>
              <a href={`/admin/collections/members/${request.memberId}`}>{request.name}</a>{' '}
              <span className="tryb-cockpit__muted">— demandée le {frenchDateTime(request.createdAt)}</span>
              {request.message ? <blockquote>« {request.message} »</blockquote> : null}
              <ReactivationDecision id={request.id} name={request.name} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
