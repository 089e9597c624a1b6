import type { Payload } from 'payload'

import type { Project } from '@/payload-types'

import { findProjectForViewer } from './projects'
import { projectViewerState, type ProjectViewerState } from './projectViewer'

export type ProjectPreview = { project: Project; viewer: ProjectViewerState }

/** Null for a visitor or anyone the collection's read access refuses. */
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
