import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { FormNotice } from '@/components/auth/FormNotice'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { SignOutButton } from '@/components/auth/SignOutButton'
import { primaryButton } from '@/components/buttonStyles'
import { OnboardingChecklist } from '@/components/profile/OnboardingChecklist'
import type { ChecklistItem } from '@/domain/onboarding'
import { checklistOf } from '@/members/onboardingChecklist'

export const metadata: Metadata = { title: 'Bienvenue', robots: { index: false } }

const NOTICES: Record<string, { ok: boolean; title: string; message: string }> = {
  created: {
    ok: true,
    title: 'Compte créé ✅',
    message: "Tu es en liste d'attente. Finalise ton profil pour accélérer l'activation.",
  },
  waitlist: {
    ok: false,
    title: "Compte en liste d'attente",
    message: "Ton compte est en liste d'attente. Dès activation, le dashboard sera accessible.",
  },
}

type Props = { searchParams: Promise<{ notice?: string }> }

/** Inactive members never get here (the guard). */
export default async function WelcomePage({ searchParams }: Props) {
  const member = await guardMemberPage('welcome', '/welcome')
  const notice = NOTICES[(await searchParams).notice ?? '']
  const checklist = member.status === 'active' ? await checklistOf(await getPayload({ config }), member) : null
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <SessionKeeper />
      {notice && (
        <div className="mb-8">
          <FormNotice notice={{ ok: notice.ok, message: `${notice.title} — ${notice.message}` }} />
        </div>
      )}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Bienvenue {member.first_name} !</h1>
      {checklist ? <ActiveStart checklist={checklist} /> : <WaitlistSteps />}
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

function WaitlistSteps() {
  return (
    <>
      <p className="mt-4 text-lg text-stone-700">Ton compte est en liste d’attente.</p>
      <h2 className="mt-10 text-xl font-semibold">Les prochaines étapes</h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6 text-stone-700">
        <li>L’équipe examine ton profil et ton projet.</li>
        <li>Tu reçois un e-mail dès que ton compte est activé.</li>
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
