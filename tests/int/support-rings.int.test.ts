import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { ACTION_TYPES } from '@/domain/declaredActions/declaredActions'
import { findSupportRings } from '@/moderation/supportRings'

import { memberData, PROJECT_SUMMARY } from './helpers/actors'
import { countQueries } from './helpers/countQueries'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * The cross-support rings: members whose validated declarations go mostly to each other, found
 * in one statement with the thresholds of the `rules` global, on real rows.
 */
let payload: Payload

const THRESHOLDS = { windowDays: 30, minEachWay: 6, minSharePercent: 60 }

setUpTestPayload((started) => ({ payload } = started))

const member = async (name: string) =>
  payload.db.create({ collection: 'members', data: { ...memberData('active', `${name}-${randomUUID().slice(0, 6)}`) } })

/**
 * `count` validated declarations (or `status`) from `giver` on projects of `owner`: one project per
 * four, each declaration a different action type (one per member, project and type).
 */
async function support(
  giver: { id: number },
  owner: { id: number },
  count: number,
  status: 'validated_auto' | 'validated_manual' | 'pending' | 'rejected' = 'validated_manual',
  createdAt?: Date,
) {
  for (let done = 0; done < count; done += ACTION_TYPES.length) {
    const project = await payload.db.create({
      collection: 'projects',
      data: {
        title: `Projet ${randomUUID().slice(0, 8)}`,
        summary: PROJECT_SUMMARY,
        request_type: 'visibility',
        primary_target: 'Solopreneurs',
        status: 'published',
        owner: owner.id,
      },
    })
    for (const actionType of ACTION_TYPES.slice(0, Math.min(ACTION_TYPES.length, count - done))) {
      await payload.db.create({
        collection: 'declared-actions',
        data: {
          member: giver.id,
          project: project.id,
          action_type: actionType,
          url: `https://www.linkedin.com/posts/${randomUUID()}`,
          status,
          ...(createdAt ? { createdAt: createdAt.toISOString() } : {}),
        },
      })
    }
  }
}

const ringOf = (rings: Awaited<ReturnType<typeof findSupportRings>>, ...ids: number[]) =>
  rings.find((ring) => ring.members.map((entry) => entry.id).join() === [...ids].sort((a, b) => a - b).join())

describe('cross-support rings', () => {
  it('shows a pair supporting each other past the thresholds, with each one’s share, in one statement', async () => {
    const [anna, bruno] = [await member('Anna'), await member('Bruno')]
    await support(anna, bruno, 6)
    await support(bruno, anna, 7)
    // Some support elsewhere keeps each above 60 %: Anna 6 of 8, Bruno 7 of 7.
    await support(anna, await member('Tiers'), 2)

    const { result: rings, queries } = await countQueries(payload, () => findSupportRings(payload, THRESHOLDS))
    expect(queries).toHaveLength(1)
    const ring = ringOf(rings, anna.id, bruno.id)
    expect(ring?.members).toEqual([
      expect.objectContaining({ id: anna.id, givenInGroup: 6, givenInAll: 8 }),
      expect.objectContaining({ id: bruno.id, givenInGroup: 7, givenInAll: 7 }),
    ])
    expect(ring?.members[0]?.name).toContain('Anna')
  })

  it('leaves out one-way support, too few actions, a small share, pending or refused ones and old ones', async () => {
    // One way only.
    const [carla, dan] = [await member('Carla'), await member('Dan')]
    await support(carla, dan, 8)
    // Five one way.
    const [eve, fred] = [await member('Eve'), await member('Fred')]
    await support(eve, fred, 6)
    await support(fred, eve, 5)
    // Six both ways, but Gabi gives most of her support elsewhere (6 of 12: 50 %).
    const [gabi, hugo] = [await member('Gabi'), await member('Hugo')]
    await support(gabi, hugo, 6)
    await support(hugo, gabi, 6)
    await support(gabi, await member('Ailleurs'), 6)
    // Not validated.
    const [ines, jules] = [await member('Ines'), await member('Jules')]
    await support(ines, jules, 6, 'pending')
    await support(jules, ines, 6, 'rejected')
    // Before the window.
    const [karl, lea] = [await member('Karl'), await member('Lea')]
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1_000)
    await support(karl, lea, 6, 'validated_auto', old)
    await support(lea, karl, 6, 'validated_auto', old)

    const rings = await findSupportRings(payload, THRESHOLDS)
    for (const [a, b] of [
      [carla, dan],
      [eve, fred],
      [gabi, hugo],
      [ines, jules],
      [karl, lea],
    ] as const) {
      expect(ringOf(rings, a.id, b.id), `${a.first_name} et ${b.first_name}`).toBeUndefined()
    }
    // The admin's thresholds decide: at 5 each way and 50 %, Eve and Fred, Gabi and Hugo appear.
    const looser = await findSupportRings(payload, { windowDays: 30, minEachWay: 5, minSharePercent: 50 })
    expect(ringOf(looser, eve.id, fred.id)).toBeDefined()
    expect(ringOf(looser, gabi.id, hugo.id)).toBeDefined()
  })

  it('shows a group of three whose support circles among them, though no pair reaches the thresholds', async () => {
    const [xavier, yves, zoe] = [await member('Xavier'), await member('Yves'), await member('Zoe')]
    for (const [giver, owner] of [
      [xavier, yves],
      [xavier, zoe],
      [yves, xavier],
      [yves, zoe],
      [zoe, xavier],
      [zoe, yves],
    ] as const) {
      await support(giver, owner, 3)
    }
    const rings = await findSupportRings(payload, THRESHOLDS)
    expect(ringOf(rings, xavier.id, yves.id)).toBeUndefined()
    const group = ringOf(rings, xavier.id, yves.id, zoe.id)
    expect(group?.members.map((entry) => [entry.givenInGroup, entry.givenInAll])).toEqual([
      [6, 6],
      [6, 6],
      [6, 6],
    ])
  })

  it('shows a pair and the third member they both give to, whose support all goes to them', async () => {
    const [paul, quentin, rose] = [await member('Paul'), await member('Quentin'), await member('Rose')]
    // Paul and Quentin: 8 each way. Each gives Rose 3 (27 % of their support), Rose gives Paul all 6 of hers.
    await support(paul, quentin, 8)
    await support(quentin, paul, 8)
    await support(paul, rose, 3)
    await support(quentin, rose, 3)
    await support(rose, paul, 6)
    const rings = await findSupportRings(payload, THRESHOLDS)
    expect(ringOf(rings, paul.id, quentin.id)).toBeDefined()
    const group = ringOf(rings, paul.id, quentin.id, rose.id)
    expect(group?.members.map((entry) => [entry.givenInGroup, entry.givenInAll])).toEqual([
      [11, 11],
      [11, 11],
      [6, 6],
    ])
  })
})
