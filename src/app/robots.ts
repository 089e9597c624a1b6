import type { MetadataRoute } from 'next'

import { siteUrl } from '@/siteUrl'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/admin',
        '/api/',
        '/dashboard',
        '/contributions',
        '/notifications',
        '/projets/',
        '/profile',
        '/welcome',
        '/thanks',
        '/auth/',
      ],
    },
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  }
}
