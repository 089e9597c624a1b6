/**
 * The label a request is counted under: its route's template (`/p/[slug]`), never its address, so
 * the metrics keep a bounded number of series whatever addresses are asked for.
 */

import { ADMIN_COLLECTION_SLUGS } from './adminEntities'

/**
 * Payload's REST API answers under these (`/api/[...slug]`): the config's collections, as the
 * proxy's list has them (checked against the config there and by the metrics test), and globals.
 */
export const API_SLUGS: readonly string[] = [...ADMIN_COLLECTION_SLUGS, 'globals']

/** Words of Payload's own endpoints, kept in the label; any other segment is an id or a name. */
const API_WORDS = new Set([
  'login',
  'logout',
  'me',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'verify',
  'unlock',
  'access',
  'count',
  'file',
  'first-register',
  'init',
  'versions',
  'preview',
  'run',
  'cancel',
  'queue',
])

const OTHER = 'other'

type Segment = { kind: 'static'; value: string } | { kind: 'dynamic' } | { kind: 'catchAll'; optional: boolean }

function segmentsOf(template: string): Segment[] {
  return template
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (/^\[\[\.\.\..+\]\]$/.test(part)) return { kind: 'catchAll', optional: true }
      if (/^\[\.\.\..+\]$/.test(part)) return { kind: 'catchAll', optional: false }
      if (/^\[.+\]$/.test(part)) return { kind: 'dynamic' }
      return { kind: 'static', value: part }
    })
}

function matches(template: Segment[], parts: string[]): boolean {
  for (let index = 0; index < template.length; index += 1) {
    const segment = template[index]
    if (segment.kind === 'catchAll') return segment.optional || parts.length > index
    if (index >= parts.length) return false
    if (segment.kind === 'static' && segment.value !== parts[index]) return false
  }
  return template.length === parts.length
}

/** Static segments first, then dynamic ones, catch-alls last (as Next picks a route). */
function rank(template: Segment[]): number[] {
  return template.map((segment) =>
    segment.kind === 'static' ? 0 : segment.kind === 'dynamic' ? 1 : segment.optional ? 3 : 2,
  )
}

function compareRanks(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? -1) - (b[index] ?? -1)
    if (difference !== 0) return difference
  }
  return 0
}

export type RouteTemplates = { match: (pathname: string) => string }

/** Payload's REST addresses by collection and endpoint: `/api/members/[id]`, `/api/members/login`. */
function apiTemplate(parts: string[]): string {
  const [, slug, ...rest] = parts
  if (!slug || !API_SLUGS.includes(slug)) return '/api/[...slug]'
  const kept = slug === 'globals' && rest.length > 0 ? [rest[0], ...rest.slice(1).map(word)] : rest.map(word)
  return ['/api', slug, ...kept].join('/')
}

const word = (segment: string) => (API_WORDS.has(segment) ? segment : '[id]')

/**
 * Built from the templates of the build's route manifest (`app-path-routes-manifest.json`'s
 * values). Next's own files are one label each; an address no route serves is `other`.
 */
export function routeTemplates(templates: string[]): RouteTemplates {
  const sorted = templates
    .filter((template) => !template.startsWith('/_'))
    .map((template) => ({ template, segments: segmentsOf(template) }))
    .sort((a, b) => compareRanks(rank(a.segments), rank(b.segments)))
  return {
    match: (pathname) => {
      if (pathname.startsWith('/_next/static/')) return '/_next/static'
      if (pathname.startsWith('/_next/image')) return '/_next/image'
      if (pathname.startsWith('/_next/')) return '/_next'
      let parts: string[]
      try {
        parts = pathname.split('/').filter(Boolean).map(decodeURIComponent)
      } catch {
        return OTHER
      }
      const found = sorted.find((route) => matches(route.segments, parts))
      if (!found) return OTHER
      return found.template === '/api/[...slug]' ? apiTemplate(parts) : found.template
    },
  }
}
