import type { Metadata } from 'next'

import { currentMember } from '@/auth/currentMember'
import { AccessDenied } from '@/components/projects/AccessDenied'
import { ProjectSubmitForm } from '@/components/projects/ProjectSubmitForm'
import { getCachedGlobal } from '@/globals/getCachedGlobal'
import { maySubmitProjects } from '@/projects/submitProject'
import { PROJECT_SUBMIT_MESSAGES, type RequestType } from '@/validation/projectSubmit'

export const metadata: Metadata = { title: 'Soumettre un projet', robots: { index: false } }

type Props = { searchParams: Promise<{ type?: string }> }

/**
 * Spec 02 §2 "Project submission form": members of any status except inactive (DESIGN);
 * visitors are told "Accès non autorisé" and sent to sign in, coming back here after.
 */
export default async function ProjectSubmitPage({ searchParams }: Props) {
  const { type } = await searchParams
  const member = await currentMember()
  const initialType: RequestType = type === 'feedback' ? 'feedback' : 'visibility'

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Soumettre un projet</h1>
      {maySubmitProjects(member) ? (
        <ProjectSubmitForm
          key={initialType}
          initialType={initialType}
          waitlist={member.status === 'waitlist'}
          charter={(await getCachedGlobal('charter')()).sections.map(({ heading, body }) => ({ heading, body }))}
        />
      ) : (
        <div className="mt-8">
          <AccessDenied
            message={PROJECT_SUBMIT_MESSAGES.accessDenied}
            to={member ? '/' : `/login?next=${encodeURIComponent('/project-submit')}`}
          />
        </div>
      )}
    </main>
  )
}
