import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import type { ActionType } from '@/domain/declaredActions/declaredActions'

import { as } from './helpers/matrix'
import { createMember, createProject, type Actors } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const creditsOf = async (memberId: number) =>
  (await payload.find({ collection: 'points-ledger', where: { member: { equals: memberId } }, depth: 0 })).docs

async function declared(actionType: ActionType) {
  const member = await createMember(payload, 'active')
  const project = await createProject(payload, actors.owner)
  const action = await payload.create({
    collection: 'declared-actions',
    data: {
      member: member.id,
      project: project.id,
      action_type: actionType,
      url: 'https://www.linkedin.com/feed/update/1',
      status: 'pending',
    },
    ...as(member),
  })
  return { member, action }
}

describe('validating a declared action credits its points', () => {
  it('credits the rules’ points for its type when an admin validates it, once', async () => {
    const { member, action } = await declared('comment')
    expect(await creditsOf(member.id)).toHaveLength(0)
    await payload.update({
      collection: 'declared-actions',
      id: action.id,
      data: { status: 'validated_manual' },
      ...as(actors.admin),
    })
    expect(await creditsOf(member.id)).toMatchObject([
      { points: 3, reason: 'comment', source_type: 'declared-action', source_id: String(action.id) },
    ])
    // Saved again: still one credit. Validated again by a report: refused, still one credit.
    await payload.update({
      collection: 'declared-actions',
      id: action.id,
      data: { validation_notes: 'Vu' },
      ...as(actors.admin),
    })
    await expect(
      payload.update({
        collection: 'declared-actions',
        id: action.id,
        data: { status: 'validated_auto' },
        ...as(actors.admin),
      }),
    ).rejects.toThrow('Cette action a déjà été traitée.')
    expect(await creditsOf(member.id)).toHaveLength(1)
  })

  it('credits nothing for a pending or rejected action', async () => {
    const { member, action } = await declared('post')
    await payload.update({
      collection: 'declared-actions',
      id: action.id,
      data: { status: 'rejected', validation_notes: 'Lien introuvable' },
      ...as(actors.admin),
    })
    expect(await creditsOf(member.id)).toHaveLength(0)
  })

  it('follows the rules global', async () => {
    await payload.updateGlobal({ slug: 'rules', data: { points: { like: 2 } } })
    const { member, action } = await declared('like')
    await payload.update({
      collection: 'declared-actions',
      id: action.id,
      data: { status: 'validated_manual' },
      ...as(actors.admin),
    })
    expect((await creditsOf(member.id)).map((credit) => credit.points)).toEqual([2])
  })
})
