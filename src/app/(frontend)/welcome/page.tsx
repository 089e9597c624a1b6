import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { RESET_MESSAGES } from '@/auth/messages'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import { FormNotice } from '@/components/auth/FormNotice'
import { ResendConfirmation } from '@/components/auth/ResendConfirmation'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { SignOutButton } from '@/components/auth/SignOutButton'
import { primaryButton } from '@/components/buttonStyles'
import { OnboardingChecklist } from '@/components/profile/OnboardingChecklist'
import { reviewPromise } from '@/domain/applications/applicationReview'
import { awaitsEmailConfirmation } from '@/domain/members/memberTransitions'
import type { ChecklistItem } from '@/domain/members/onboarding'
import { checklistOf } from '@/members/onboardingChecklist'

export const metadata: Metadata = { title: 'Bienvenue', robots: { index: false } }

const NOTICES: Record<string, { ok: boolean; title: string; message: string }> = {
  created: {
    ok: true,
    title: 'Compte créé ✅',
    message: "Ton compte attend son activation. Finalise ton profil pour l'accélérer.",
  },
  waitlist: {
    ok: false,
    title: "Compte en attente d'activation",
    message: "Ton compte n'est pas encore activé. Dès activation, le dashboard sera accessible.",
  },
  reset: { ok: true, title: '', message: RESET_MESSAGES.updated },
}

type Props = { searchParams: Promise<{ notice?: string; reset?: string }> }

/** Where a waitlist member lands after the sign-up and after every sign-in; inactive members never get here (the guard). */
export default async function WelcomePage({ searchParams }: Props) {
  const member = await guardMemberPage('welcome', '/welcome')
  const params = await searchParams
  const notice = NOTICES[params.reset === '1' ? 'reset' : (params.notice ?? '')]
  const checklist = member.status === 'active' ? await checklistOf(await getPayload({ config }), member) : null
  const rules = checklist ? null : await getCachedGlobal('rules')()
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <SessionKeeper />
      {notice && (
        <div className="mb-8">
          <FormNotice
            notice={{ ok: notice.ok, message: notice.title ? `${notice.title} — ${notice.message}` : notice.message }}
          />
        </div>
      )}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Bienvenue {member.first_name} !</h1>
      {checklist ? (
        <ActiveStart checklist={checklist} />
      ) : (
        <WaitlistSteps
          email={member.email}
          mustConfirm={awaitsEmailConfirmation(member)}
          reviewHours={rules?.application_review_hours ?? 0}
        />
      )}
    </main>
  )
}

function ActiveStart({ checklist }: { checklist: ChecklistItem[] }) {
  const complete = checklist.every((item) => item.done)
  return (
    <>
      <p className="mt-4 text-lg text-stone-700">Ton compte est actif : le dashboard t’attend.</p>
      {complete ? (
        <p className="mt-4 text-stone-700">
          Ton profil est complet et tu as soutenu ton premier projet : tu es prêt·e pour la semaine.
        </p>
      ) : (
        <OnboardingChecklist items={checklist} />
      )}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link href="/dashboard" className={primaryButton()}>
          Dashboard
        </Link>
        <SignOutButton />
      </div>
    </>
  )
}

function WaitlistSteps({
  email,
  mustConfirm,
  reviewHours,
}: {
  email: string
  mustConfirm: boolean
  reviewHours: number
}) {
  return (
    <>
      <p className="mt-4 text-lg text-stone-700">Ton compte est en attente d’activation.</p>
      {mustConfirm && (
        <section
          aria-labelledby="confirm-title"
          className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-stone-800"
        >
          <h2 id="confirm-title" className="font-semibold">
            Confirme ton adresse e-mail
          </h2>
          <p className="mt-2">
            Ouvre l’e-mail « Confirme ton adresse e-mail » envoyé à {email} et clique sur « Confirmer mon adresse » :
            l’équipe ne peut activer ton compte qu’une fois ton adresse confirmée.
          </p>
          <ResendConfirmation />
        </section>
      )}
      <h2 className="mt-10 text-xl font-semibold">Les prochaines étapes</h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6 text-stone-700">
        {mustConfirm && <li>Tu confirmes ton adresse e-mail (le lien de l’e-mail reçu).</li>}
        <li>{reviewPromise(reviewHours)}</li>
        <li>Dès que ton compte est activé, cet e-mail te connecte en un clic.</li>
        <li>
          En attendant, complète ton{' '}
          <Link href="/profile" className="font-medium text-brand-700 underline underline-offset-2">
            profil
          </Link>{' '}
          pour accélérer l’activation.
        </li>
      </ol>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        {/* The page asks to complete the profile: its first button does it. */}
        <Link href="/profile" className={primaryButton()}>
          Compléter mon profil
        </Link>
        <button type="button" disabled className={primaryButton()}>
          Dashboard (disponible après activation)
        </button>
        <SignOutButton />
      </div>
    </>
  )
}
