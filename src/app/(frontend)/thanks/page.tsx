import type { Metadata } from 'next'
import Link from 'next/link'

import { guardMemberPage } from '@/auth/currentMember'
import { FormNotice } from '@/components/auth/FormNotice'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { SignOutButton } from '@/components/auth/SignOutButton'
import { primaryButton } from '@/components/buttonStyles'
import { RESET_MESSAGES } from '@/auth/messages'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import { reviewPromise } from '@/domain/applications/applicationReview'

export const metadata: Metadata = { title: 'Candidature en cours', robots: { index: false } }

type Props = { searchParams: Promise<{ reset?: string }> }

export default async function ThanksPage({ searchParams }: Props) {
  await guardMemberPage('thanks', '/thanks')
  const reset = (await searchParams).reset === '1'
  const rules = await getCachedGlobal('rules')()
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 text-center sm:py-16">
      <SessionKeeper />
      {reset && (
        <div className="mb-8">
          <FormNotice notice={{ ok: true, message: RESET_MESSAGES.updated }} />
        </div>
      )}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Candidature en cours</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-stone-700">
        Merci ! {reviewPromise(rules.application_review_hours)} Dès que ton compte est activé, cet e-mail te connecte en
        un clic.
      </p>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link href="/" className={primaryButton()}>
          Retour à l’accueil
        </Link>
        <SignOutButton />
      </div>
    </main>
  )
}
