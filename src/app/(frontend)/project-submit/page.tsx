import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { getPayload } from 'payload'

import { currentMember, requireCharterAccepted } from '@/auth/currentMember'
import { AccessDenied } from '@/components/projects/AccessDenied'
import { AccountNeeded } from '@/components/projects/AccountNeeded'
import { ProjectSubmitForm } from '@/components/projects/ProjectSubmitForm'
import { charterSections } from '@/domain/charter'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import { editValuesOf, findEditableProject, NOT_EDITABLE } from '@/projects/resubmitProject'
import { maySubmitProjects } from '@/projects/submitProject'
import { visibilityQuotaNotice } from '@/projects/visibilityQuota'
import { PROJECT_SUBMIT_MESSAGES, type RequestType } from '@/validation/projectSubmitForm'

export const metadata: Metadata = { title: 'Soumettre un projet', robots: { index: false } }

type Props = { searchParams: Promise<{ type?: string; modifier?: string }> }

export default async function ProjectSubmitPage({ searchParams }: Props) {
  const { type, modifier } = await searchParams
  const found = await currentMember()
  const initialType: RequestType = type === 'feedback' ? 'feedback' : 'visibility'
  const asked = new URLSearchParams(
    Object.entries({ type, modifier }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  )
  const here = asked.size > 0 ? `/project-submit?${asked}` : '/project-submit'
  const member = found && maySubmitProjects(found) ? await requireCharterAccepted(found, here) : found
  // ?modifier={slug}: the owner corrects a project still pending or under requested changes.
  const payload = await getPayload({ config })
  const editing = modifier && maySubmitProjects(member) ? await findEditableProject(payload, member, modifier) : null
  // Said on the visibility tab before the form: the collection refuses a second one this month.
  const visibilityLimit =
    maySubmitProjects(member) && !modifier ? await visibilityQuotaNotice(payload, member.id) : null

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {modifier ? 'Modifier mon projet' : 'Soumettre un projet'}
      </h1>
      {!member ? (
        <div className="mt-8">
          <AccountNeeded
            refusal={PROJECT_SUBMIT_MESSAGES.accessDenied}
            reason={PROJECT_SUBMIT_MESSAGES.accountNeeded}
            here={here}
          />
        </div>
      ) : !maySubmitProjects(member) ? (
        <div className="mt-8">
          <AccessDenied message={PROJECT_SUBMIT_MESSAGES.accessDenied} to="/" />
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
          charter={charterSections((await getCachedGlobal('charter')()).sections, await getCachedGlobal('rules')())}
          campaignPrice={(await getCachedGlobal('rules')()).campaign_price}
          visibilityLimit={visibilityLimit}
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
