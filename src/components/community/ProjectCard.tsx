import Link from 'next/link'

import { outlineButton } from '@/components/buttonStyles'
import type { ProjectCardData } from '@/community/projects'
import { campaignWeekCaption } from '@/domain/community'
import { publicProjectPath } from '@/domain/projects/projectVisibility'

import { CardVote } from './CardVotes'
import { ProjectImage } from './ProjectImage'
import { TypeBadge } from './TypeBadge'

/** The page is cached for everyone, so the viewer's vote comes from `CardVotesProvider`. */
export function ProjectCard({ project, priority }: { project: ProjectCardData; priority?: boolean }) {
  const path = publicProjectPath(project.slug ?? '')
  const week = project.request_type === 'visibility' ? campaignWeekCaption(project.exposure_week_start) : null
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
      data-testid="project-card"
    >
      <ProjectImage
        image={project.hero_image}
        alt={project.hero_image_alt}
        title={project.title}
        variant="card"
        priority={priority}
      />
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={project.request_type} />
        {week && (
          <span className="text-sm font-medium text-neutral-700" data-testid="project-week">
            {week}
          </span>
        )}
      </div>
      <h3 className="break-words text-lg font-semibold">{project.title}</h3>
      {project.request_type === 'feedback' && project.feedback_closed && (
        <p className="text-sm font-medium text-neutral-700" data-testid="feedback-closed">
          Merci, j’ai ce qu’il me faut : retours fermés.
        </p>
      )}
      <p className="break-words text-sm text-neutral-700">{project.summary}</p>
      <div className="mt-auto flex flex-wrap items-start justify-between gap-3 pt-2">
        <CardVote projectId={project.id} count={project.votes_count ?? 0} title={project.title} />
        <Link href={path} className={outlineButton('small')} aria-label={`Voir ${project.title}`}>
          Voir
        </Link>
      </div>
    </li>
  )
}

/** The top list's first image is the page's largest paint on a phone, so it loads eagerly. */
export function ProjectGrid({
  projects,
  empty,
  priorityImages = 0,
}: {
  projects: ProjectCardData[]
  empty: string
  priorityImages?: number
}) {
  if (projects.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 p-6 text-center text-neutral-600">{empty}</p>
    )
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <ProjectCard key={project.id} project={project} priority={index < priorityImages} />
      ))}
    </ul>
  )
}
