import config from '@payload-config'
import Link from 'next/link'
import { getPayload } from 'payload'

import { membershipCounter } from '@/domain/membershipCounter'

// Read per request until the public-site issue makes the landing static with tag revalidation.
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const payload = await getPayload({ config })
  const [rules, activeMembers] = await Promise.all([
    payload.findGlobal({ slug: 'rules' }),
    payload.count({ collection: 'members', where: { status: { equals: 'active' } } }),
  ])
  const counter = membershipCounter(activeMembers.totalDocs, rules.capacity)

  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center gap-8 px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">La Tryb</p>
      <h1 className="text-4xl font-bold sm:text-6xl">Ensemble, plus forts.</h1>
      <p className="max-w-xl text-lg text-stone-600">
        La communauté sélective des solopreneurs : teste tes idées, gagne en visibilité et fais du
        business avec des entrepreneurs qui s’entraident.
      </p>
      <Link
        href="/apply"
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Rejoindre la Tryb
      </Link>
      <section aria-label="Places de membres fondateurs" className="w-full max-w-sm">
        <p className="font-medium" data-testid="membership-count">
          {counter.members} membres sur {counter.capacity}
        </p>
        <div
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-stone-200"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={counter.percent}
          aria-label={`${counter.percent} % des places attribuées`}
        >
          <div className="h-full bg-brand-500" style={{ width: `${counter.percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-stone-600" data-testid="places-left">
          {counter.placesLeft} places restantes
        </p>
      </section>
    </main>
  )
}
