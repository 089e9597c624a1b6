import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  // Production is served over HTTPS only; a development server on http://localhost must not be pinned.
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) once with `tsc`; the build
  // need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  // The profile form sends its photo (5 MB at most, checked again on the server) with its fields;
  // the Monday reporting its CSV (5 Mo at most) with up to 100,000 characters of text.
  experimental: { serverActions: { bodySizeLimit: '6mb' } },
  images: {
    localPatterns: [{ pathname: '/api/**/file/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The signed-in member's own record: never kept by a browser or a shared cache.
      { source: '/api/members/me', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
    ]
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
