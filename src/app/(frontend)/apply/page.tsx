import type { Metadata } from 'next'

import { ApplicationWizard } from '@/components/apply/ApplicationWizard'
import { WaysIn } from '@/components/auth/WaysIn'
import { charterSections } from '@/domain/charter'
import { getCachedGlobal } from '@/cache/getCachedGlobal'

const description =
  'Candidate en cinq étapes pour rejoindre la Tryb, la communauté sélective des solopreneurs : identité, réseaux, projet, motivations et charte.'

export const metadata: Metadata = {
  title: 'Candidature',
  description,
  alternates: { canonical: '/apply' },
  openGraph: { title: 'Candidature — Tryb', description, url: '/apply' },
}

export default async function ApplyPage() {
  const [charter, rules] = await Promise.all([getCachedGlobal('charter')(), getCachedGlobal('rules')()])
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Rejoindre la Tryb</h1>
      <p className="mt-3 text-lg text-stone-600">
        Cinq étapes pour candidater parmi les {rules.capacity} membres fondateurs. Ta candidature est ensuite étudiée
        par l’équipe.
      </p>
      <div className="mt-6">
        <WaysIn current="apply" reviewHours={rules.application_review_hours} />
      </div>
      <ApplicationWizard
        charter={charterSections(charter.sections, rules, 'apply')}
        minAudience={rules.min_audience}
        capacity={rules.capacity}
      />
    </main>
  )
}
