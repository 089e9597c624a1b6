import type { MetadataRoute } from 'next'

import { getCachedGlobal } from '@/cache/getCachedGlobal'
import { siteUrl } from '@/siteUrl'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [landing, pricing, charter, legal] = await Promise.all([
    getCachedGlobal('landing', 1)(),
    getCachedGlobal('pricing')(),
    getCachedGlobal('charter')(),
    getCachedGlobal('legal')(),
  ])
  const page = (path: string, updatedAt: string | null | undefined, priority: number) => ({
    url: new URL(path, siteUrl()).toString(),
    lastModified: updatedAt ? new Date(updatedAt) : undefined,
    priority,
  })
  return [
    page('/', landing.updatedAt, 1),
    page('/tarifs', pricing.updatedAt, 0.8),
    page('/apply', undefined, 0.8),
    page('/communaute', undefined, 0.8),
    page('/communaute/visibilite', undefined, 0.5),
    page('/communaute/feedbacks', undefined, 0.5),
    page('/charte', charter.updatedAt, 0.5),
    page('/mentions-legales', legal.updatedAt, 0.2),
    page('/confidentialite', legal.updatedAt, 0.2),
    page('/cgu', legal.updatedAt, 0.2),
  ]
}
