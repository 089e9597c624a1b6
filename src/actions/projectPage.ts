'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { projectPreviewFor, type ProjectPreview } from '@/community/projectPreview'
import type { ProjectViewerState } from '@/community/projectViewer'
import { text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

/** A project's slug; longer than any the collection generates is refused before the database. */
const slugArgument = tuple([text(300).min(1)])

/**
 * What the static page of a public project cannot know: the viewer's vote and, for a member,
 * the owner's "Gérer mon projet" or the "Déclarer une action" form. One call per page, from the
 * browser; null when the viewer may not read the project (the page keeps the visitor's view).
 */
export const projectViewerAction = defineAction(slugArgument, async (slug): Promise<ProjectViewerState | null> => {
  try {
    const preview = await projectPreviewFor(await getPayload({ config }), await headers(), slug)
    return preview?.viewer ?? null
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
export const projectPreviewAction = defineAction(slugArgument, async (slug): Promise<ProjectPreview | null> => {
  try {
    return await projectPreviewFor(await getPayload({ config }), await headers(), slug)
  } catch (error) {
    console.error('[projects] preview failed', error)
    return null
  }
})
