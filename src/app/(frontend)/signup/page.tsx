import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { currentMember } from '@/auth/currentMember'
import { AuthPage } from '@/components/auth/AuthPage'
import { SignupForm } from '@/components/auth/SignupForm'
import { WaysIn } from '@/components/auth/WaysIn'
import { charterSections } from '@/domain/charter'
import { getCachedGlobal } from '@/cache/getCachedGlobal'

export const metadata: Metadata = {
  title: 'Créer un compte',
  description: 'Crée ton compte Tryb : gratuit pour commencer, sans engagement.',
  alternates: { canonical: '/signup' },
}

export default async function SignupPage() {
  if (await currentMember()) redirect('/login')
  const [charter, rules] = await Promise.all([getCachedGlobal('charter')(), getCachedGlobal('rules')()])
  return (
    <AuthPage
      title="Créer un compte"
      intro="Gratuit pour commencer, sans engagement. Ton compte attend ensuite son activation par l’équipe."
    >
      <div className="mb-6">
        <WaysIn current="signup" reviewHours={rules.application_review_hours} />
      </div>
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <SignupForm charter={charterSections(charter.sections, rules, 'signup')} />
      </div>
    </AuthPage>
  )
}
