import type { Payload } from 'payload'

import type { Project } from '@/payload-types'

import { findProjectForViewer } from './projects'
import { projectViewerState, type ProjectViewerState } from './projectViewer'

export type ProjectPreview = { project: Project; viewer: ProjectViewerState }

/**
 * A project page as the one signed in with `headers` may see it, with their side of it; null for
 * a visitor or anyone the collection's read access refuses (a project that is not public is its
 * owner's and the admins').
 */
export async function projectPreviewFor(
  payload: Payload,
  headers: Headers,
  slug: string,
): Promise<ProjectPreview | null> {
  const { user } = await payload.auth({ headers })
  if (!user) return null
  const project = await findProjectForViewer(payload, slug, user)
  if (!project) return null
  return { project, viewer: await projectViewerState(payload, user, project) }
}
