'use client'

import { useState } from 'react'

import type { OwnerTools, SupportSide } from '@/community/projectViewer'
import { BetaSettingsForm } from '@/components/feedbacks/BetaSettingsForm'
import type { SupportPost } from '@/domain/support/supportPosts'

import { DeclareActionForm } from './DeclareActionForm'
import { ManageProject } from './ManageProject'
import { ModificationRequestForm, PendingEdit } from './ModificationRequestForm'
import { OwnDeclaredActions } from './OwnDeclaredActions'
import { PaymentSection } from './PaymentSection'
import { ReportForm } from './ReportForm'
import { SupportPosts } from './SupportPosts'
import { SupportPostsForm } from './SupportPostsForm'

export function OwnerSection({ projectId, slug, tools }: { projectId: number; slug: string; tools: OwnerTools }) {
  return (
    <ManageProject>
      {tools.payment && <PaymentSection payment={tools.payment} />}
      {tools.supportPosts && <SupportPostsForm projectId={projectId} support={tools.supportPosts} />}
      {tools.beta && <BetaSettingsForm projectId={projectId} beta={tools.beta} />}
      {tools.reports && <ReportForm projectId={projectId} />}
      {tools.pending ? (
        <PendingEdit slug={slug} />
      ) : (
        <ModificationRequestForm projectId={projectId} slug={slug} requested={tools.requested} latest={tools.latest} />
      )}
    </ManageProject>
  )
}

export function SupportSection({ projectId, support }: { projectId: number; support: SupportSide }) {
  const [supported, setSupported] = useState<{ post: SupportPost; click: number } | null>(null)
  // A refusal's "Corriger" on a post opens that declaration's correction in "Tes déclarations".
  const [correcting, setCorrecting] = useState<{ id: number; click: number } | null>(null)
  return (
    <>
      {support.posts.length > 0 && (
        <SupportPosts
          posts={support.posts}
          projectTitle={support.projectTitle}
          declaredActions={support.declaredActions}
          onSupported={(post) => setSupported((previous) => ({ post, click: (previous?.click ?? 0) + 1 }))}
          onCorrect={(id) => setCorrecting((previous) => ({ id, click: (previous?.click ?? 0) + 1 }))}
        />
      )}
      <section aria-labelledby="declarer" className="flex flex-col gap-3">
        <h2 id="declarer" className="text-2xl font-bold">
          Déclarer une action
        </h2>
        <p className="text-neutral-700">
          Tu as liké, commenté, partagé ou publié sur ce projet ? Déclare-le pour gagner tes points.
        </p>
        <DeclareActionForm
          key={supported?.click ?? 0}
          projectId={projectId}
          active={support.active}
          supported={supported?.post}
        />
        {(support.declaredActions.length > 0 || support.active) && (
          <OwnDeclaredActions declaredActions={support.declaredActions} correcting={correcting} />
        )}
      </section>
    </>
  )
}
