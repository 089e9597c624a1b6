import type { Metadata } from 'next'
import Link from 'next/link'

import { primaryButton } from '@/components/buttonStyles'
import { IntentLink } from '@/components/IntentLink'
import { CardVotesProvider } from '@/components/community/CardVotes'
import { ProjectGrid } from '@/components/community/ProjectCard'
import { cachedHomeProjects } from '@/community/cached'
import { COMMUNITY_LISTS, EMPTY_STATES } from '@/domain/community'

export const metadata: Metadata = {
  title: 'Communauté',
  description: 'Les projets des membres de la Tryb à amplifier cette semaine, et les idées à challenger.',
}

// Static, refreshed by the `community` tag and at most a minute old.
export const revalidate = 60

function SectionHeader({ id, title, href }: { id: string; title: string; href: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <Link href={href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        Voir tout<span className="sr-only"> — {title}</span>
      </Link>
    </div>
  )
}

export default async function CommunityPage() {
  const { visibility, feedback } = await cachedHomeProjects()
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-10 sm:px-6">
      <section className="flex flex-col items-start gap-4 rounded-3xl bg-brand-50 p-6 sm:p-10">
        <h1 className="text-3xl font-bold sm:text-4xl">La communauté Tryb</h1>
        <p className="max-w-2xl text-lg text-neutral-700">
          Découvre les projets des membres : amplifie ceux qui sont à l&apos;honneur cette semaine, challenge les idées
          et teste les bêtas.
        </p>
        <IntentLink href="/project-submit" className={primaryButton('large')}>
          Proposer un projet
        </IntentLink>
      </section>

      <CardVotesProvider
        projectIds={[...visibility, ...feedback].map((project) => project.id)}
        returnPath="/communaute"
      >
        <section aria-labelledby="a-amplifier" className="flex flex-col gap-5">
          <SectionHeader id="a-amplifier" title="À amplifier cette semaine" href={COMMUNITY_LISTS.visibilite.path} />
          <ProjectGrid projects={visibility} empty={EMPTY_STATES.visibility} priorityImages={1} />
        </section>

        <section aria-labelledby="a-challenger" className="flex flex-col gap-5">
          <SectionHeader
            id="a-challenger"
            title="Idées à challenger & bêta-tests"
            href={COMMUNITY_LISTS.feedbacks.path}
          />
          <ProjectGrid projects={feedback} empty={EMPTY_STATES.feedback} />
        </section>
      </CardVotesProvider>
    </main>
  )
}
