import { expect, inject } from 'vitest'

const { servers, env } = inject('cluster')

/** A seeded account's `Authorization` header, signed in through `server`. */
export async function login(server: string, collection: 'users' | 'members', email: string) {
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
export async function timeUntil(server: string, path: string, seen: (html: string) => boolean, timeoutMs = 2_000) {
  const started = Date.now()
  for (;;) {
    // The moment the request that shows the change was sent: a reader asking then sees it, however
    // long a loaded machine then takes to render the page.
    const sent = Date.now() - started
    const html = await pageText(`${server}${path}`)
    if (seen(html)) return sent
    if (Date.now() - started > timeoutMs) return Infinity
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The vote count B's community page shows on `title`'s card (undefined: no such card). */
const countOnCard = (html: string, title: string) => {
  const card = html.indexOf(`pour ${title},`)
  return card < 0 ? undefined : /data-testid="vote-count">(\d+)/.exec(html.slice(card))?.[1]
}

/**
 * `email` votes on server A for a project B's community page shows and they have not voted for;
 * expects B to show the stored count within 2 s. Each call spends one of the member's votes.
 */
export async function expectVoteOnAShownOnB(email: string) {
  const [serverA, serverB] = servers
  const member = await login(serverA, 'members', email)
  const published = (await (
    await fetch(`${serverA}/api/projects?where[status][equals]=published&depth=0&limit=50`, {
      headers: { Authorization: member },
    })
  ).json()) as { docs: { id: number; title: string }[] }
  for (const project of published.docs) {
    const before = countOnCard(await pageText(`${serverB}/communaute`), project.title)
    if (before === undefined) continue
    // A 409 says they voted for it already, a 403 that it is theirs.
    const vote = await fetch(`${serverA}/api/votes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: member },
      body: JSON.stringify({ project: project.id }),
    })
    if (vote.status !== 201) continue
    // The count as stored after the vote: B's page before it may have been a stale copy (votes
    // mark pages stale, and an outage may have kept an older one a while).
    const stored = (await (await fetch(`${serverA}/api/projects/${project.id}?depth=0`)).json()) as {
      votes_count: number
    }
    const after = String(stored.votes_count)
    let shown: string | undefined
    const waited = await timeUntil(
      serverB,
      '/communaute',
      (html) => (shown = countOnCard(html, project.title)) === after,
    )
    const cacheOnB = (await fetch(`${serverB}/communaute`)).headers.get('x-nextjs-cache')
    expect(
      waited,
      `B shows ${shown} votes for « ${project.title} », ${before} before the vote; stored: ${after}; B's cache: ${cacheOnB}`,
    ).toBeLessThanOrEqual(2_000)
    return
  }
  throw new Error(`Aucun projet de /communaute à voter pour ${email}`)
}
