import config from '@payload-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { ProjectPreview } from '@/components/community/ProjectViewer'
import { projectPreviewFor } from '@/community/projectPreview'

type Props = { params: Promise<{ slug: string }> }

export const dynamic = 'force-dynamic'

const previewOf = cache(async (encoded: string) => {
  let slug = encoded
  try {
    slug = decodeURIComponent(encoded)
  } catch {
    // Kept as it came: no project has that slug.
  }
  return projectPreviewFor(await getPayload({ config }), await headers(), slug)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const preview = await previewOf((await params).slug)
  return { title: preview?.project.title ?? 'Projet introuvable', robots: { index: false } }
}

/** `src/proxy.ts` sends signed-in requests here, so the address stays the one the owner shares. */
export default async function ProjectPreviewPage({ params }: Props) {
  const preview = await previewOf((await params).slug)
  if (!preview) notFound()
  return <ProjectPreview initial={preview} />
}
