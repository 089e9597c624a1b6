import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type * as RestRoute from '@/app/(payload)/api/[...slug]/route'
import { ROUTE_NOT_FOUND_MESSAGE } from '@/errors/frenchNotFound'

import { createActors, type Actors, type ActorName } from '../helpers/actors'
import { authorizationOf } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Every endpoint Payload offers by default that neither the site nor its admin uses answers the
 * French 404 of an address that does not exist, to a visitor, a member and the staff alike —
 * never a 500 (the version history of a collection without versions failed in the database) —
 * through the app's REST route.
 */

let payload: Payload
let actors: Actors
let route: typeof RestRoute

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  actors = await createActors(payload)
  route = await import('@/app/(payload)/api/[...slug]/route')
})

/** One session per actor for the whole file: a login per request made it slow on a busy machine. */
const sessions = new Map<ActorName, string>()

async function rest(method: 'GET' | 'POST', path: string, actor: ActorName) {
  const url = new URL(`http://127.0.0.1:3000/api${path}`)
  const user = actors.user(actor)
  if (user && !sessions.has(actor)) sessions.set(actor, await authorizationOf(payload, user))
  const headers = new Headers(user ? { Authorization: sessions.get(actor)! } : {})
  if (method === 'POST') headers.set('Content-Type', 'application/json')
  const response = await route[method](
    new Request(url, { method, headers, body: method === 'POST' ? '{}' : undefined }),
    { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) },
  )
  const body = (await response.json()) as { errors?: { message: string }[] }
  return { status: response.status, message: body.errors?.[0]?.message }
}

const COLLECTIONS_WITHOUT_VERSIONS = [
  'users',
  'members',
  'projects',
  'votes',
  'declared-actions',
  'project-reports',
  'referrals',
  'points-ledger',
  'notifications',
  'admin-decisions',
  'audit-log',
  'magic-link-tokens',
  'rate-limits',
  'semester-notices',
  'batch2-waitlist',
  'project-hero-images',
  'avatars',
  'report-files',
  'media',
  'payload-kv',
  'payload-jobs',
  'payload-locked-documents',
  'payload-preferences',
]
const GLOBALS_WITHOUT_VERSIONS = ['site', 'pricing', 'legal', 'charter', 'tips', 'rules', 'payload-jobs-stats']

const UNUSED: (readonly ['GET' | 'POST', string])[] = [
  ...COLLECTIONS_WITHOUT_VERSIONS.flatMap((slug) => [
    ['GET', `/${slug}/versions`] as const,
    ['GET', `/${slug}/versions/1`] as const,
    ['POST', `/${slug}/versions/1`] as const,
    ['POST', `/${slug}/1/duplicate`] as const,
  ]),
  ...GLOBALS_WITHOUT_VERSIONS.flatMap((slug) => [
    ['GET', `/globals/${slug}/versions`] as const,
    ['GET', `/globals/${slug}/versions/1`] as const,
    ['POST', `/globals/${slug}/versions/1`] as const,
  ]),
  ...['avatars', 'project-hero-images', 'report-files', 'media'].map(
    (slug) => ['GET', `/${slug}/paste-url/1`] as const,
  ),
  ['GET', '/members/init'],
  ['GET', '/payload-jobs/run'],
  ['GET', '/payload-jobs/handle-schedules'],
]

describe('Payload’s endpoints Tryb does not use: the French 404, for everyone', () => {
  for (const actor of ['visitor', 'owner', 'marketing', 'admin'] as const) {
    it(`as ${actor}`, async () => {
      for (const [method, path] of UNUSED) {
        expect(await rest(method, path, actor), `${method} ${path}`).toEqual({
          status: 404,
          message: ROUTE_NOT_FOUND_MESSAGE,
        })
      }
    })
  }
})

describe('what is used stays served', () => {
  it('the landing’s versions (the admin’s history and drafts) for staff, refused to a member in French', async () => {
    expect((await rest('GET', '/globals/landing/versions', 'marketing')).status).toBe(200)
    expect(await rest('GET', '/globals/landing/versions', 'owner')).toEqual({
      status: 403,
      message: 'Vous n’êtes pas autorisé à effectuer cette action.',
    })
  })

  it('the staff’s first-user probe the admin’s login screen asks', async () => {
    const response = await route.GET(new Request('http://127.0.0.1:3000/api/users/init'), {
      params: Promise.resolve({ slug: ['users', 'init'] }),
    })
    expect(response.status).toBe(200)
  })
})
