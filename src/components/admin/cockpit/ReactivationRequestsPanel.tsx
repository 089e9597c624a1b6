import type { Payload } from 'payload'

import { frenchDateTime } from '@/domain/french'
import type { SignedInAdmin } from '@/auth/signedInAdmin'
import { openReactivationRequests } from '@/moderation/reactivationRequests'

import { ReactivationRequestList } from './ReactivationRequestList'

export async function ReactivationRequestsPanel({ payload, admin }: { payload: Payload; admin: SignedInAdmin }) {
  const { requests, total } = await openReactivationRequests(payload, admin)
  return (
    <div data-testid="reactivation-requests">
      <h3 id="cockpit-reactivations">Demandes de réactivation ({total})</h3>
      <ReactivationRequestList
        requests={requests.map(({ createdAt, ...request }) => ({ ...request, requestedOn: frenchDateTime(createdAt) }))}
      />
    </div>
  )
}
