import pg from 'pg'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { declareAction } from '@/community/declareAction'
import { DUPLICATE_DECLARED_ACTION } from '@/domain/messages'
import { DELETED_MEANWHILE } from '@/db/lockedStatus'

import { createActors, createMember, createProject, type Actors, type ApiUser } from '../helpers/actors'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Decisions that meet a change made at the same moment, with real concurrent transactions: an
 * admin deciding on a row that is deleted meanwhile (a declaration its member withdraws, a
 * member or project removed) gets a French 409 in each of the three status machines, never a
 * 500; identical declarations sent at once make one row, and every other answer is the French
 * duplicate message (409), never a 400 naming the table's columns.
 */

let payload: Payload
let actors: Actors

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  actors = await createActors(payload)
})

const rest = async (method: 'POST' | 'PATCH', path: string, user: ApiUser, body: Record<string, unknown>) =>
  restRequest(payload, method, path, await authorizationOf(payload, user), body)

const TABLES: Partial<Record<CollectionSlug, string>> = {
  'declared-actions': 'declared_actions',
  projects: 'projects',
  members: 'members',
}

/** Deletes a row in a transaction of another connection, left open (the row stays locked) until `commit`. */
async function deletionInProgress(collection: CollectionSlug, id: number) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query('begin')
  await client.query(`delete from ${TABLES[collection]} where id = $1`, [id])
  return {
    client,
    commit: async () => {
      await client.query('commit')
      await client.end()
    },
  }
}

/** Waits until some statement of this database waits for a row lock (the decision, behind the deletion). */
async function someoneWaitsForALock(client: pg.Client) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await client.query(
      `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if ((rows[0] as { waiting: number }).waiting > 0) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the decision never waited for the row lock')
}

describe('an admin’s decision on a row deleted meanwhile: a French 409', () => {
  const machines: [string, CollectionSlug, () => Promise<number>, Record<string, unknown>][] = [
    [
      'a declared action its member withdraws',
      'declared-actions',
      async () => {
        const project = await createProject(payload, actors.owner, { status: 'published' })
        const declared = await payload.create({
          collection: 'declared-actions',
          data: {
            project: project.id,
            member: actors.other.id,
            action_type: 'share',
            url: 'https://exemple.fr/1',
            status: 'pending',
          },
        })
        return declared.id
      },
      { status: 'validated_manual' },
    ],
    [
      'a project',
      'projects',
      async () => (await createProject(payload, actors.owner, { status: 'pending' })).id,
      { status: 'approved' },
    ],
    ['a member', 'members', async () => (await createMember(payload, 'waitlist', 'Partie')).id, { status: 'active' }],
  ]

  it.each(machines)('%s', async (_name, collection, create, decision) => {
    const id = await create()
    const deletion = await deletionInProgress(collection, id)
    const answer = rest('PATCH', `/${collection}/${id}`, actors.admin, decision)
    await someoneWaitsForALock(deletion.client)
    await deletion.commit()
    expect(await answer).toMatchObject({ status: 409, body: { errors: [{ message: DELETED_MEANWHILE }] } })
  })
})

describe('identical declarations sent at once', () => {
  it('REST: one is stored, every other answer is the French duplicate 409', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const token = await authorizationOf(payload, actors.other)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        restRequest(payload, 'POST', '/declared-actions', token, {
          project: project.id,
          action_type: 'comment',
          url: 'https://www.linkedin.com/posts/2',
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused).toHaveLength(7)
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(answer.body.errors?.[0]?.message).toBe(DUPLICATE_DECLARED_ACTION)
      expect(JSON.stringify(answer.body)).not.toMatch(/member_id|project_id|action_type/)
    }
    const stored = await payload.count({ collection: 'declared-actions', where: { project: { equals: project.id } } })
    expect(stored.totalDocs).toBe(1)
  })

  it('the project page’s action: one thanks, the others are told it is already declared', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        declareAction(payload, actors.other, project.id, {
          actionType: 'like',
          url: 'https://www.linkedin.com/posts/3',
          attested: 'on',
        }),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    for (const result of results.filter((result) => !result.ok)) {
      expect(result.description).toBe(DUPLICATE_DECLARED_ACTION)
    }
  })
})
