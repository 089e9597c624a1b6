import type { Payload } from 'payload'

import { erasureDaysLeft } from '@/domain/accountDeletion'
import { frenchDate } from '@/domain/french'
import type { SignedInAdmin } from '@/auth/signedInAdmin'
import { openDeletionRequests } from '@/moderation/deletionRequests'

import { DeletionRequestList } from './DeletionRequestList'

/** The charter's 30 days, counted down for each request; a late one is marked like other late work. */
export async function DeletionRequestsPanel({ payload, admin }: { payload: Payload; admin: SignedInAdmin }) {
  const now = new Date()
  const { requests, total } = await openDeletionRequests(payload, admin)
  return (
    <div data-testid="deletion-requests">
      <h3 id="cockpit-deletions">Demandes de suppression de compte ({total})</h3>
      <DeletionRequestList
        requests={requests.map(({ requestedAt, ...request }) => ({
          ...request,
          requestedOn: frenchDate(requestedAt),
          daysLeft: erasureDaysLeft(requestedAt, now),
        }))}
      />
    </div>
  )
}
