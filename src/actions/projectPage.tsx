'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'

import { VoteButton } from '@/components/community/VoteButton'
import { ProjectView } from '@/components/community/ProjectView'
import { findProjectForViewer } from '@/community/projects'
import { projectViewerParts, type ProjectViewerParts } from '@/community/projectViewer'
import { publicProjectPath } from '@/domain/projectVisibility'

/** Longer than any slug the collection generates: refused before reaching the database. */
const MAX_SLUG_LENGTH = 300

const validSlug = (slug: unknown): slug is string =>
  typeof slug === 'string' && slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && !slug.includes('\0')

async function viewerAndProject(slug: string) {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const viewer = user ?? null
  // Nobody signed in reads only public projects, which the static page already shows.
  const project = viewer ? await findProjectForViewer(payload, slug, viewer) : null
  return { payload, viewer, project }
}

/**
 * What the static page of a public project cannot know: the viewer's vote and, for a member,
 * the owner's "Gérer mon projet" or the "Déclarer une action" form. One call per page, from the
 * browser; null when the viewer may not read the project (it then shows the visitor's view).
 */
export async function projectViewerAction(slug: string): Promise<ProjectViewerParts | null> {
  if (!validSlug(slug)) return null
  try {
    const { payload, viewer, project } = await viewerAndProject(slug)
    if (!project) return null
    return await projectViewerParts(payload, viewer, project)
  } catch (error) {
    console.error('[projects] viewer state failed', error)
    return null
  }
}

/**
 * A project that is not public has no static page (visitors get "Projet introuvable"); its owner
 * and the admins get the whole page from here, rendered for them, the collection's read access
 * deciding who may. Null for anyone else.
 */
export async function projectPreviewAction(slug: string): Promise<{ title: string; view: ReactNode } | null> {
  if (!validSlug(slug)) return null
  try {
    const { payload, viewer, project } = await viewerAndProject(slug)
    if (!project) return null
    const parts = await projectViewerParts(payload, viewer, project)
    return {
      title: project.title,
      view: (
        <ProjectView
          project={project}
          vote={
            <VoteButton
              projectId={project.id}
              count={project.votes_count ?? 0}
              voted={parts.voted}
              ability={parts.ability}
              loginHref={`/login?next=${encodeURIComponent(publicProjectPath(project.slug ?? slug))}`}
            />
          }
          manage={parts.manage}
          declare={parts.declare}
        />
      ),
    }
  } catch (error) {
    console.error('[projects] preview failed', error)
    return null
  }
}
