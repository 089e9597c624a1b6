'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { findProjectForViewer } from '@/community/projects'
import { projectViewerState, type ProjectViewerState } from '@/community/projectViewer'
import type { Project } from '@/payload-types'
import { text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

/** A project's slug; longer than any the collection generates is refused before the database. */
const slugArgument = tuple([text(300).min(1)])

/** The signed-in viewer and the project as they may read it; nobody signed in gets nothing. */
async function viewerAndProject(slug: string) {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const viewer = user ?? null
  const project = viewer ? await findProjectForViewer(payload, slug, viewer) : null
  return { payload, viewer, project }
}

/**
 * What the static page of a public project cannot know: the viewer's vote and, for a member,
 * the owner's "Gérer mon projet" or the "Déclarer une action" form. One call per page, from the
 * browser; null when the viewer may not read the project (the page keeps the visitor's view).
 */
export const projectViewerAction = defineAction(slugArgument, async (slug): Promise<ProjectViewerState | null> => {
  try {
    const { payload, viewer, project } = await viewerAndProject(slug)
    return project ? await projectViewerState(payload, viewer, project) : null
  } catch (error) {
    console.error('[projects] viewer state failed', error)
    return null
  }
})

/**
 * A project that is not public has no static page (visitors read "Projet introuvable"); its
 * owner and the admins get it from here, with their side of it, the collection's read access
 * deciding who may. Null for anyone else.
 */
export const projectPreviewAction = defineAction(
  slugArgument,
  async (slug): Promise<{ project: Project; viewer: ProjectViewerState } | null> => {
    try {
      const { payload, viewer, project } = await viewerAndProject(slug)
      if (!project) return null
      return { project, viewer: await projectViewerState(payload, viewer, project) }
    } catch (error) {
      console.error('[projects] preview failed', error)
      return null
    }
  },
)
