'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { projectPreviewFor, type ProjectPreview } from '@/community/projectPreview'
import type { ProjectViewerState } from '@/community/projectViewer'
import { text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

const slugArgument = tuple([text(300).min(1)])

/** One call per page from the browser, so the page stays static; null keeps the visitor's view. */
export const projectViewerAction = defineAction(slugArgument, async (slug): Promise<ProjectViewerState | null> => {
  try {
    const preview = await projectPreviewFor(await getPayload({ config }), await headers(), slug)
    return preview?.viewer ?? null
  } catch (error) {
    console.error('[projects] viewer state failed', error)
    return null
  }
})

/** The collection's read access decides who may; null for anyone else. */
export const projectPreviewAction = defineAction(slugArgument, async (slug): Promise<ProjectPreview | null> => {
  try {
    return await projectPreviewFor(await getPayload({ config }), await headers(), slug)
  } catch (error) {
    console.error('[projects] preview failed', error)
    return null
  }
})
