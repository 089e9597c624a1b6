import pg from 'pg'
import { expect, inject, it } from 'vitest'

import { expectVoteOnAShownOnB, login } from './helpers'

/**
 * The cluster's PostgreSQL is restarted in the middle of a minute of traffic (through
 * the proxy and PgBouncer). While it is down, `/api/health` answers 503 on both servers and a
 * write gets the French 503, never a 500; once it is back, both servers serve again without
 * being restarted, every write they acknowledged is in the database, and a vote on one server
 * still shows on the other's pages. A vote just before the restart leaves the community pages
 * served (their last good copy), and 20 members reading at the second of the restart get their
 * answer or the French 503, never a 500.
 */

const { proxy, servers, directDatabaseUrl, control } = inject('cluster')

const TRAFFIC_MS = 60_000
const OUTAGE_STARTS_AFTER_MS = 10_000
/**
 * Long enough that each server is seen answering during it on a loaded machine: its health checks
 * asked past the check's own 3 s limit must come back before PostgreSQL does (15 s once left none
 * answered in time for server A, at a load of 16).
 */
const OUTAGE_MS = 25_000
/** How long a server may take to see PostgreSQL back (its health check is cached a moment). */
const RECOVERY_MS = 15_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it(
  'PostgreSQL restarted during a minute of traffic: 503 meanwhile, both servers recover by themselves, no acknowledged write lost',
  { timeout: TRAFFIC_MS + 120_000 },
  async () => {
    const admin = await login(proxy, 'users', 'admin@tryb.local')
    const members = (await (
      await fetch(`${proxy}/api/members?where[email][equals]=camille.durand@tryb.local&depth=0`, {
        headers: { Authorization: admin },
      })
    ).json()) as { docs: { id: number }[] }
    const memberId = members.docs[0].id
    const run = `redemarrage-${Date.now()}`

    const started = Date.now()
    const acknowledged: string[] = []
    const writeStatuses: number[] = []
    const pageStatuses: number[] = []
    const memberStatuses: number[] = []
    const health: { server: number; asked: number; answered: number; status: number }[] = []
    /** When PostgreSQL is back: traffic goes on at least RECOVERY_MS + 10 s past it, however slow the restart. */
    let backUpAt: number | null = null
    const going = () =>
      Date.now() - started < TRAFFIC_MS || backUpAt === null || Date.now() < backUpAt + RECOVERY_MS + 10_000

    /** An admin's manual adjustment: one new row per request, each with its own note. */
    async function writer(name: string) {
      for (let index = 0; going(); index++) {
        const notes = `${run} ${name} ${index}`
        const answer = await fetch(`${proxy}/api/points-ledger`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: admin },
          body: JSON.stringify({ member: memberId, points: 1, reason: 'adjustment', notes }),
        }).catch(() => null)
        writeStatuses.push(answer?.status ?? 0)
        if (answer?.status === 201) acknowledged.push(notes)
        await answer?.arrayBuffer()
        await pause(100)
      }
    }
    async function visitor(path: string) {
      while (going()) {
        const answer = await fetch(`${proxy}${path}`).catch(() => null)
        pageStatuses.push(answer?.status ?? 0)
        await answer?.arrayBuffer()
        await pause(50)
      }
    }
    /** An active member's own notifications, read again and again. */
    async function memberReader(authorization: string) {
      while (going()) {
        const answer = await fetch(`${proxy}/api/notifications?depth=0`, {
          headers: { Authorization: authorization },
        }).catch(() => null)
        memberStatuses.push(answer?.status ?? 0)
        await answer?.arrayBuffer()
        await pause(20)
      }
    }
    const member = await login(proxy, 'members', 'thomas.nguyen@tryb.local')
    const published = (await (
      await fetch(`${proxy}/api/projects?where[status][equals]=published&depth=0&limit=50`, {
        headers: { Authorization: member },
      })
    ).json()) as { docs: { id: number }[] }
    async function healthWatch(server: number) {
      while (going()) {
        const asked = Date.now()
        const answer = await fetch(`${servers[server]}/api/health`).catch(() => null)
        health.push({ server, asked, answered: Date.now(), status: answer?.status ?? 0 })
        await answer?.arrayBuffer()
        await pause(250)
      }
    }

    const outage = (async () => {
      await pause(OUTAGE_STARTS_AFTER_MS)
      // A vote (one this member has not made yet: 409 otherwise), then the restart at once.
      for (const project of published.docs) {
        const vote = await fetch(`${proxy}/api/votes`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: member },
          body: JSON.stringify({ project: project.id }),
        })
        if (vote.status === 201) break
      }
      const down = Date.now()
      const restarted = await fetch(`${control}/postgres/restart?downMs=${OUTAGE_MS}`, { method: 'POST' })
      expect(restarted.status).toBe(204)
      backUpAt = Date.now()
      return { down, up: backUpAt }
    })()
    await Promise.all([
      writer('a'),
      writer('b'),
      visitor('/communaute'),
      visitor('/communaute/visibilite'),
      ...Array.from({ length: 20 }, () => memberReader(member)),
      healthWatch(0),
      healthWatch(1),
    ])
    const { down, up } = await outage

    // While it was down (asked past the health check's own 3 s time limit, answered before it was
    // back: on a loaded machine an answer may arrive seconds after its question), each server said so.
    for (const server of [0, 1]) {
      const meanwhile = health.filter(
        (check) => check.server === server && check.asked > down + 4_000 && check.answered < up,
      )
      expect(meanwhile.length, `health checks of server ${'AB'[server]} during the outage`).toBeGreaterThan(0)
      expect(
        meanwhile.every((check) => check.status === 503),
        `server ${'AB'[server]}: ${meanwhile.map((check) => check.status)}`,
      ).toBe(true)
      // And was healthy again soon after, without a restart.
      const after = health.filter((check) => check.server === server && check.asked > up + RECOVERY_MS)
      expect(after.length).toBeGreaterThan(0)
      expect(after.every((check) => check.status === 200)).toBe(true)
    }
    // Writes were acknowledged or refused with the French 503, never an error page.
    expect(writeStatuses.filter((status) => status !== 201 && status !== 503)).toEqual([])
    expect(writeStatuses).toContain(503)
    // The static pages were served all along.
    expect(pageStatuses.filter((status) => status !== 200)).toEqual([])
    // The members' reads were answered or met the French 503, never a 500.
    expect(memberStatuses.filter((status) => status !== 200 && status !== 503)).toEqual([])

    const database = new pg.Client({ connectionString: directDatabaseUrl })
    await database.connect()
    try {
      const { rows } = await database.query<{ notes: string }>('select notes from points_ledger where notes like $1', [
        `${run} %`,
      ])
      const stored = new Set(rows.map((row) => row.notes))
      expect(acknowledged.filter((notes) => !stored.has(notes))).toEqual([])
      // Writing went on after the outage too.
      expect(acknowledged.length).toBeGreaterThan(20)
    } finally {
      await database.end()
    }
    // The shared page cache works as before: a vote on A shows on B's community page.
    await expectVoteOnAShownOnB('yanis.benali@tryb.local')
  },
)
