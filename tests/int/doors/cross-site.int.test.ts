import { handleEndpoints, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { createMember, createStaff, TEST_PASSWORD, type ApiUser } from '../helpers/actors'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * The session cookie and requests from another site. A link followed from a webmail (a top-level
 * GET of a page, no `Origin`, `Sec-Fetch-Site: cross-site`) is signed in, as the browser sends the
 * SameSite=Lax cookie; the REST API, any write and any request that is not a page navigation
 * stay refused to another site, with or without `Origin`.
 */

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

async function sessionCookie(user: ApiUser) {
  const { token } = await payload.login({
    collection: user.collection,
    data: { email: user.email, password: TEST_PASSWORD },
  })
  return `${payload.config.cookiePrefix}-token=${token}`
}

const NAVIGATION_FROM_ANOTHER_SITE = {
  'Sec-Fetch-Site': 'cross-site',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-User': '?1',
}

/** Who a page render (Next gives it the headers only) sees signed in. */
async function pageViewer(headers: Record<string, string>) {
  const { user } = await payload.auth({ headers: new Headers(headers) })
  return user ? `${user.collection}:${user.id}` : null
}

async function rest(method: string, path: string, headers: Record<string, string>, body?: object) {
  const response = await handleEndpoints({
    config: payload.config,
    path: `/api${path}`,
    request: new Request(`http://127.0.0.1:3000/api${path}`, {
      method,
      headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('a page navigation from another site', () => {
  it('is signed in, for a member and for the staff', async () => {
    const member = await createMember(payload, 'active')
    const admin = await createStaff(payload, 'admin')
    for (const user of [member, admin]) {
      const cookie = await sessionCookie(user)
      expect(await pageViewer({ Cookie: cookie, ...NAVIGATION_FROM_ANOTHER_SITE })).toBe(
        `${user.collection}:${user.id}`,
      )
      // What typing the address sends, for comparison.
      expect(await pageViewer({ Cookie: cookie, 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' })).toBe(
        `${user.collection}:${user.id}`,
      )
    }
  })

  it('anything else from another site is not: a fetch, a frame, a request with a foreign Origin', async () => {
    const cookie = await sessionCookie(await createMember(payload, 'active'))
    const others: Record<string, string>[] = [
      { ...NAVIGATION_FROM_ANOTHER_SITE, 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' },
      { ...NAVIGATION_FROM_ANOTHER_SITE, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      { ...NAVIGATION_FROM_ANOTHER_SITE, 'Sec-Fetch-Dest': 'iframe' },
      { ...NAVIGATION_FROM_ANOTHER_SITE, Origin: 'http://webmail.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]
    for (const headers of others) {
      expect(await pageViewer({ Cookie: cookie, ...headers }), JSON.stringify(headers)).toBeNull()
    }
  })
})

describe('the REST API from another site', () => {
  it('reads nothing as the member, even as a navigation', async () => {
    const member = await createMember(payload, 'active')
    const cookie = await sessionCookie(member)
    const me = await rest('GET', '/members/me', { Cookie: cookie, ...NAVIGATION_FROM_ANOTHER_SITE })
    expect(me.body.user).toBeNull()
    const sameSite = await rest('GET', '/members/me', { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' })
    expect((sameSite.body.user as { id: number }).id).toBe(member.id)
  })

  it('writes nothing: a form posted from another site, or a forged navigation-like write', async () => {
    const member = await createMember(payload, 'active', 'Avant')
    const cookie = await sessionCookie(member)
    const writes: Record<string, string>[] = [
      {
        Cookie: cookie,
        Origin: 'http://webmail.example',
        'Sec-Fetch-Site': 'cross-site',
        'Sec-Fetch-Mode': 'navigate',
      },
      { Cookie: cookie, ...NAVIGATION_FROM_ANOTHER_SITE },
    ]
    for (const headers of writes) {
      const answer = await rest('PATCH', `/members/${member.id}`, headers, { first_name: 'Pirate' })
      expect(answer.status, JSON.stringify(headers)).toBe(403)
    }
    const after = await payload.findByID({ collection: 'members', id: member.id, depth: 0 })
    expect(after.first_name).toBe('Avant')
    // The same write from our own pages goes through: the refusals above are the other site's.
    const own = await rest(
      'PATCH',
      `/members/${member.id}`,
      { Cookie: cookie, Origin: 'http://127.0.0.1:3000', 'Sec-Fetch-Site': 'same-origin' },
      { first_name: 'Après' },
    )
    expect(own.status).toBe(200)
  })
})

/**
 * Safari before 16.4, webviews and curl send no Fetch Metadata; Payload refused their cookie for
 * lack of `Sec-Fetch-Site`, so a signed-in member saw every page signed out (/dashboard → /login).
 */
describe('a browser that sends no Fetch Metadata', () => {
  it('is signed in on a page read, for a member and for the staff', async () => {
    const member = await createMember(payload, 'active')
    const admin = await createStaff(payload, 'admin')
    for (const user of [member, admin]) {
      expect(await pageViewer({ Cookie: await sessionCookie(user) })).toBe(`${user.collection}:${user.id}`)
    }
  })

  it('calls a server action only with our Origin, as browsers send with every POST', async () => {
    const member = await createMember(payload, 'active')
    const cookie = await sessionCookie(member)
    expect(await pageViewer({ Cookie: cookie, 'Next-Action': '7f00' })).toBeNull()
    expect(await pageViewer({ Cookie: cookie, 'Next-Action': '7f00', Origin: 'http://webmail.example' })).toBeNull()
    expect(await pageViewer({ Cookie: cookie, 'Next-Action': '7f00', Origin: 'http://127.0.0.1:3000' })).toBe(
      `members:${member.id}`,
    )
  })

  it('reads and writes nothing over REST without our Origin', async () => {
    const member = await createMember(payload, 'active', 'Avant')
    const cookie = await sessionCookie(member)
    expect((await rest('GET', '/members/me', { Cookie: cookie })).body.user).toBeNull()
    const write = await rest('PATCH', `/members/${member.id}`, { Cookie: cookie }, { first_name: 'Pirate' })
    expect(write.status).toBe(403)
    const after = await payload.findByID({ collection: 'members', id: member.id, depth: 0 })
    expect(after.first_name).toBe('Avant')
  })
})
