import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { creditPoints } from '@/points/creditPoints'

import { createActors, memberData, type Actors } from './helpers/actors'
import { countQueries } from './helpers/countQueries'
import { startTestPayload, stopTestPayload } from './helpers/testPayload'

let payload: Payload
let actors: Actors

beforeAll(async () => {
  payload = await startTestPayload()
  actors = await createActors(payload)
})

afterAll(() => stopTestPayload(payload))

/** `count` active members written by the adapter (no hooks), each credited `index + 1` points. */
async function addMembers(count: number, prefix: string) {
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const member = await payload.db.create({ collection: 'members', data: memberData('active', prefix) })
    await creditPoints(payload, {
      memberId: member.id,
      points: index + 1,
      reason: 'adjustment',
      sourceType: 'admin-adjustment',
      sourceId: `${prefix}-${index}`,
    })
    ids.push(member.id)
  }
  return ids
}

const pointsSums = (queries: string[]) => queries.filter((query) => /sum\(points\)/i.test(query)).length

describe('members: the period points of a page cost one grouped query', () => {
  it('reads the same number of statements for 5 and 40 members, each with its own points', async () => {
    const few = await addMembers(5, 'Peu')
    const many = await addMembers(40, 'Beaucoup')
    const read = (ids: number[]) =>
      countQueries(payload, () =>
        payload.find({
          collection: 'members',
          where: { id: { in: ids } },
          limit: 100,
          depth: 0,
          overrideAccess: false,
          user: actors.admin,
        }),
      )
    const small = await read(few)
    const large = await read(many)
    expect(pointsSums(small.queries)).toBe(1)
    expect(pointsSums(large.queries)).toBe(1)
    expect(large.queries.length).toBe(small.queries.length)
    const points = new Map(large.result.docs.map((member) => [member.id, member.points_period]))
    many.forEach((id, index) => expect(points.get(id)).toBe(index + 1))
  })

  it('counts a credit written after an earlier read of the same request', async () => {
    const [id] = await addMembers(1, 'Relu')
    const req = { context: {} } as Partial<PayloadRequest>
    const before = await payload.findByID({ collection: 'members', id, depth: 0, req })
    await creditPoints(payload, {
      memberId: id,
      points: 7,
      reason: 'adjustment',
      sourceType: 'admin-adjustment',
      sourceId: 'relu-extra',
    })
    const after = await payload.findByID({ collection: 'members', id, depth: 0, req })
    expect(after.points_period).toBe((before.points_period ?? 0) + 7)
  })

  it('the members REST list reads one sum per page', async () => {
    const { queries } = await countQueries(payload, () =>
      payload.find({ collection: 'members', limit: 50, depth: 0, overrideAccess: false, user: actors.admin }),
    )
    expect(pointsSums(queries)).toBe(1)
  })
})
