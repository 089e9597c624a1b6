import Link from 'next/link'
import { redirect } from 'next/navigation'

import { cachedCommunityList } from '@/community/cached'
import { COMMUNITY_LISTS, EMPTY_STATES, groupCampaigns, type CommunityList } from '@/domain/community'
import { listHref } from '@/domain/request/listParams'
import type { ProjectCardData } from '@/community/projects'

import { CardVotesProvider } from './CardVotes'
import { ProjectGrid } from './ProjectCard'

const pageHref = (path: string, page: number) => listHref(path, {}, page)

/** Sections are decided at each request with its clock, so a campaign moves on Monday without any save. */
function CampaignSections({ projects }: { projects: ProjectCardData[] }) {
  const sections = groupCampaigns(projects, new Date())
  if (sections.length === 0) return <ProjectGrid projects={[]} empty={EMPTY_STATES.visibility} />
  return sections.map(({ group, title, projects: inGroup }) => (
    <section key={group} aria-labelledby={`campagnes-${group}`} className="flex flex-col gap-5">
      <h2 id={`campagnes-${group}`} className="text-2xl font-bold">
        {title}
      </h2>
      <ProjectGrid projects={inGroup} empty={EMPTY_STATES.visibility} />
    </section>
  ))
}

export async function CommunityListPage({ list, page }: { list: CommunityList; page: number }) {
  const { title, path, type } = COMMUNITY_LISTS[list]
  const result = await cachedCommunityList(list, page)
  // A page past the end (an old bookmark, a shorter list): the last page instead.
  if (result.totalDocs > 0 && page > result.totalPages) redirect(pageHref(path, result.totalPages))
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <nav aria-label="Fil d'Ariane">
        <Link href="/communaute" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          ← Communauté
        </Link>
      </nav>
      <h1 className="text-3xl font-bold">{title}</h1>
      <CardVotesProvider projectIds={result.docs.map((project) => project.id)} returnPath={pageHref(path, result.page)}>
        {type === 'visibility' ? (
          <CampaignSections projects={result.docs} />
        ) : (
          <ProjectGrid projects={result.docs} empty={EMPTY_STATES[type]} />
        )}
      </CardVotesProvider>
      {result.totalPages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-4">
          {result.page > 1 && (
            <Link href={pageHref(path, result.page - 1)} className="font-semibold text-brand-700 hover:underline">
              ← Précédent
            </Link>
          )}
          <span aria-current="page">
            Page {result.page} sur {result.totalPages}
          </span>
          {result.page < result.totalPages && (
            <Link href={pageHref(path, result.page + 1)} className="font-semibold text-brand-700 hover:underline">
              Suivant →
            </Link>
          )}
        </nav>
      )}
    </main>
  )
}
