import type { Payload } from 'payload'

import { reachLine } from '@/domain/reports/impactReport'
import { parisDay } from '@/domain/payments/payments'
import type { SignedInAdmin } from '@/auth/signedInAdmin'
import { campaignsUnderPromise } from '@/reports/underPromise'

/**
 * The cockpit's "À traiter" for campaigns whose reported views fall short of the offer's promise:
 * the project, the reach against the promise, and when it was reported, to follow up with the owner.
 */
export async function UnderPromisePanel({ payload, admin }: { payload: Payload; admin: SignedInAdmin }) {
  const { campaigns, total, promise } = await campaignsUnderPromise(payload, admin)
  return (
    <div data-testid="under-promise">
      <h3 id="cockpit-under-promise">Campagnes sous la promesse ({total})</h3>
      {campaigns.length === 0 ? (
        <p className="tryb-cockpit__muted">Aucune campagne sous la promesse de vues.</p>
      ) : (
        <ul aria-labelledby="cockpit-under-promise">
          {campaigns.map((campaign) => (
            <li key={campaign.projectId} data-project={campaign.projectId}>
              <a href={`/admin/collections/projects/${campaign.projectId}`}>{campaign.title}</a>{' '}
              <span className="tryb-cockpit__late">Sous la promesse</span>{' '}
              <span className="tryb-cockpit__muted">
                — {reachLine(campaign.views, promise)}, rapporté le {parisDay(campaign.reportedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
