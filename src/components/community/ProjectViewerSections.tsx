import type { OwnerTools } from '@/community/projectViewer'

import { DeclarationForm } from './DeclarationForm'
import { ManageProject } from './ManageProject'
import { ModificationRequestForm } from './ModificationRequestForm'
import { PaymentSection } from './PaymentSection'
import { ReportForm } from './ReportForm'

/** "Gérer mon projet": payment once approved, the Monday report, a request for changes. */
export function OwnerSection({ projectId, slug, tools }: { projectId: number; slug: string; tools: OwnerTools }) {
  return (
    <ManageProject>
      {tools.campaignPrice !== null && <PaymentSection campaignPrice={tools.campaignPrice} />}
      {tools.reports && <ReportForm projectId={projectId} />}
      <ModificationRequestForm projectId={projectId} slug={slug} requested={tools.requested} latest={tools.latest} />
    </ManageProject>
  )
}

/** "Déclarer une action", for a signed-in member who does not own the project. */
export function DeclarationSection({ projectId, active }: { projectId: number; active: boolean }) {
  return (
    <section aria-labelledby="declarer" className="flex flex-col gap-3">
      <h2 id="declarer" className="text-2xl font-bold">
        Déclarer une action
      </h2>
      <p className="text-neutral-700">
        Tu as liké, commenté, partagé ou publié sur ce projet ? Déclare-le pour gagner tes points.
      </p>
      <DeclarationForm projectId={projectId} active={active} />
    </section>
  )
}
