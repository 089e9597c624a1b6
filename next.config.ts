import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Content-Security-Policy. Inline scripts stay allowed: each App Router page carries its own inline
 * RSC payload, so no build-time hash fits, and a nonce would make our static pages dynamic.
 * Everything from another host, `eval` (outside development), plugins, `<base>` rewrites, forms
 * posting elsewhere and framing by other sites are refused.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  // React renders `style` attributes (next/image among others) and the admin injects <style> tags.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  // Production is served over HTTPS only; a development server on http://localhost must not be pinned.
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

/**
 * With `REDIS_URL` (several app servers), Next's cache lives in Redis so a save on one server
 * expires the pages of all; `sharedCacheHandler.mjs` explains how. `cacheMaxMemorySize: 0`: no
 * per-process copy that would outlive a revalidation made elsewhere.
 */
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? { cacheHandler: path.resolve(dirname, 'src/cache/sharedCacheHandler.mjs'), cacheMaxMemorySize: 0 }
  : {}

const nextConfig: NextConfig = {
  ...sharedCache,
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) once with `tsc`; the build
  // need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  // The profile form sends its photo (5 MB at most, checked again on the server) with its fields;
  // the Monday reporting its CSV (5 Mo at most) with up to 100,000 characters of text. The same
  // limit is checked from the announced length by `src/proxy.ts` (SERVER_ACTION_BODY_MAX_BYTES).
  // A CI build starts from a clean clone and is never made again there: Turbopack's on-disk cache
  // would only cost its writing (about 16 s).
  experimental: { serverActions: { bodySizeLimit: '6mb' }, turbopackFileSystemCacheForBuild: !process.env.CI },
  // pdfkit reads its standard fonts' metrics from its own folder at run time, and the Factur-X
  // library loads its PDF and XML dependencies as plain Node modules: both left unbundled.
  // prom-client: one copy of it in the process, the production server's and /api/metrics's alike.
  serverExternalPackages: ['pdfkit', '@e-invoice-eu/core', 'prom-client'],
  images: {
    localPatterns: [{ pathname: '/api/**/file/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return [
      // The document policies mean nothing on the build's own scripts, styles and fonts, and each
      // of a page's dozen scripts would carry them again (about 0.6 KiB apiece on a phone's
      // first load): those get only what a script or style needs.
      { source: '/((?!_next/static/).*)', headers: securityHeaders },
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
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

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers!

/**
 * Payload's `Critical-CH` header makes a browser fetch every first page twice (about 600 ms on a
 * phone); only the admin reads that hint, so the rule is kept for /admin alone.
 */
export default {
  ...withPayloadConfig,
  async headers() {
    const rules = await payloadHeaders()
    return rules.map((rule) =>
      rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
    )
  },
} satisfies NextConfig
