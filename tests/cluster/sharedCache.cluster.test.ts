import { expect, inject, it } from 'vitest'

/**
 * Issue 16, the shared page cache: the two servers keep Next's cache in one Redis, so a change
 * made through one shows on the other at once, and a restarted server serves the fresh copy.
 */

const { servers, env } = inject('cluster')
const [serverA, serverB] = servers

async function login(server: string, collection: 'users' | 'members', email: string) {
  const response = await fetch(`${server}/api/${collection}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: env.SEED_PASSWORD }),
  })
  expect(response.status, `login of ${email}`).toBe(200)
  return `JWT ${((await response.json()) as { token: string }).token}`
}

/** A page's HTML without the comments React puts between adjacent texts (`pour <!-- -->Titre`). */
const pageText = async (url: string) => (await (await fetch(url)).text()).replaceAll('<!-- -->', '')

/** Polls `server`'s `path` until `seen` holds for its HTML; returns how long it took, in ms. */
async function timeUntil(server: string, path: string, seen: (html: string) => boolean, timeoutMs = 2_000) {
  const started = Date.now()
  for (;;) {
    const html = await pageText(`${server}${path}`)
    if (seen(html)) return Date.now() - started
    if (Date.now() - started > timeoutMs) return Infinity
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

it('a marketing save made on server A shows on server B within 2 s', async () => {
  // Both servers have the page in their cache first.
  for (const server of servers) expect((await fetch(`${server}/charte`)).status).toBe(200)
  const intro = `Introduction enregistrée sur A ${Date.now()}`
  const saved = await fetch(`${serverA}/api/globals/charter`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: await login(serverA, 'users', 'marketing@tryb.local'),
    },
    body: JSON.stringify({ intro }),
  })
  expect(saved.status).toBe(200)
  expect(await timeUntil(serverB, '/charte', (html) => html.includes(intro))).toBeLessThanOrEqual(2_000)
})

it("a vote made on server A shows in B's community page", async () => {
  const member = await login(serverA, 'members', 'camille.durand@tryb.local')
  const published = (await (
    await fetch(`${serverA}/api/projects?where[status][equals]=published&depth=0&limit=50`, {
      headers: { Authorization: member },
    })
  ).json()) as { docs: { id: number; title: string; votes_count: number }[] }
  const countShownOnB = async (title: string) => {
    const html = await pageText(`${serverB}/communaute`)
    const card = html.indexOf(`pour ${title},`)
    return card < 0 ? null : /data-testid="vote-count">(\d+)/.exec(html.slice(card))?.[1]
  }
  // A project on B's page the member has not voted for (a 409 says they have, a 403 that it is theirs).
  for (const project of published.docs) {
    const before = await countShownOnB(project.title)
    if (before === null || before === undefined) continue
    const vote = await fetch(`${serverA}/api/votes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: member },
      body: JSON.stringify({ project: project.id }),
    })
    if (vote.status !== 201) continue
    const after = String(Number(before) + 1)
    expect(
      await timeUntil(serverB, '/communaute', (html) => {
        const card = html.indexOf(`pour ${project.title},`)
        return /data-testid="vote-count">(\d+)/.exec(html.slice(card))?.[1] === after
      }),
    ).toBeLessThanOrEqual(2_000)
    return
  }
  throw new Error('Aucun projet de /communaute à voter pour ce membre')
})
