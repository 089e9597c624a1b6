import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { AccessDenied } from '@/components/projects/AccessDenied'
import { ProjectSubmitForm } from '@/components/projects/ProjectSubmitForm'
import { getCachedGlobal } from '@/globals/getCachedGlobal'
import { editValuesOf, findEditableProject, NOT_EDITABLE } from '@/projects/resubmitProject'
import { maySubmitProjects } from '@/projects/submitProject'
import { PROJECT_SUBMIT_MESSAGES, type RequestType } from '@/validation/projectSubmit'

export const metadata: Metadata = { title: 'Soumettre un projet', robots: { index: false } }

type Props = { searchParams: Promise<{ type?: string; modifier?: string }> }

/**
 * Spec 02 §2 "Project submission form": members of any status except inactive (DESIGN);
 * visitors are told "Accès non autorisé" and sent to sign in, coming back here after.
 */
export default async function ProjectSubmitPage({ searchParams }: Props) {
  const { type, modifier } = await searchParams
  const member = await currentMember()
  const initialType: RequestType = type === 'feedback' ? 'feedback' : 'visibility'
  const here = modifier ? `/project-submit?modifier=${encodeURIComponent(modifier)}` : '/project-submit'
  // ?modifier={slug}: the owner corrects a project still pending or under requested changes.
  const editing =
    modifier && maySubmitProjects(member)
      ? await findEditableProject(await getPayload({ config }), member, modifier)
      : null

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {modifier ? 'Modifier mon projet' : 'Soumettre un projet'}
      </h1>
      {!maySubmitProjects(member) ? (
        <div className="mt-8">
          <AccessDenied
            message={PROJECT_SUBMIT_MESSAGES.accessDenied}
            to={member ? '/' : `/login?next=${encodeURIComponent(here)}`}
          />
        </div>
      ) : modifier && !editing ? (
        <div className="mt-8 space-y-3" role="alert">
          <p>{NOT_EDITABLE}</p>
          <Link href="/dashboard" className="font-semibold text-brand-700 underline underline-offset-4">
            Retour à mon espace
          </Link>
        </div>
      ) : (
        <ProjectSubmitForm
          key={editing ? `edit-${editing.id}` : initialType}
          initialType={editing ? editing.request_type : initialType}
          waitlist={member.status === 'waitlist'}
          charter={(await getCachedGlobal('charter')()).sections.map(({ heading, body }) => ({ heading, body }))}
          campaignPrice={(await getCachedGlobal('rules')()).campaign_price}
          editing={
            editing
              ? {
                  slug: editing.slug!,
                  values: editValuesOf(editing),
                  imageUrl: typeof editing.hero_image === 'object' ? (editing.hero_image?.url ?? null) : null,
                }
              : undefined
          }
        />
      )}
    </main>
  )
}
