import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { DECLARE_ACTION_MESSAGES, declareAction } from '@/community/declareAction'

import { createProject, type Actors } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const filled = { actionType: 'comment', url: 'linkedin.com/feed/update/42', attested: 'on' }

describe('declaring an action on a project page', () => {
  it('records a pending action for an active member, with the link normalised', async () => {
    const project = await createProject(payload, actors.owner)
    expect(await declareAction(payload, actors.other, project.id, filled)).toEqual({
      ok: true,
      title: 'Merci 💛',
      description: 'Ton action est enregistrée et sera vérifiée sous 48h.',
    })
    const { docs } = await payload.find({
      collection: 'declared-actions',
      where: { project: { equals: project.id } },
      depth: 0,
    })
    expect(docs).toMatchObject([
      {
        member: actors.other.id,
        action_type: 'comment',
        status: 'pending',
        url: 'https://linkedin.com/feed/update/42',
      },
    ])
    // The same type twice is refused; another type is fine.
    expect(await declareAction(payload, actors.other, project.id, filled)).toEqual({
      ok: false,
      ...DECLARE_ACTION_MESSAGES.duplicate,
    })
    expect((await declareAction(payload, actors.other, project.id, { ...filled, actionType: 'share' })).ok).toBe(true)
  })

  it('stores the network when one is given ("J’ai soutenu" on a post fills it in), none otherwise', async () => {
    const project = await createProject(payload, actors.owner)
    await declareAction(payload, actors.other, project.id, { ...filled, network: 'instagram' })
    await declareAction(payload, actors.other, project.id, { ...filled, actionType: 'like', network: '' })
    const { docs } = await payload.find({
      collection: 'declared-actions',
      where: { project: { equals: project.id } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map((declaredAction) => [declaredAction.action_type, declaredAction.network ?? null])).toEqual([
      ['comment', 'instagram'],
      ['like', null],
    ])
  })

  it('asks for every field and the attestation, and stores nothing', async () => {
    const project = await createProject(payload, actors.owner)
    for (const input of [
      { ...filled, attested: undefined },
      { ...filled, url: '' },
      { ...filled, url: 'javascript:alert(1)' },
      { ...filled, actionType: 'vote' },
      { ...filled, network: 'tiktok' },
    ]) {
      expect(await declareAction(payload, actors.other, project.id, input)).toEqual({
        ok: false,
        title: 'Erreur',
        description: "Veuillez remplir tous les champs et cocher l'attestation",
      })
    }
    expect(
      (await payload.count({ collection: 'declared-actions', where: { project: { equals: project.id } } })).totalDocs,
    ).toBe(0)
  })

  it('is for active members, on other members’ projects', async () => {
    const project = await createProject(payload, actors.owner)
    expect(await declareAction(payload, actors.waitlist, project.id, filled)).toEqual({
      ok: false,
      ...DECLARE_ACTION_MESSAGES.notActive,
    })
    expect(await declareAction(payload, actors.owner, project.id, filled)).toEqual({
      ok: false,
      ...DECLARE_ACTION_MESSAGES.ownProject,
    })
    expect(
      (await payload.count({ collection: 'declared-actions', where: { project: { equals: project.id } } })).totalDocs,
    ).toBe(0)
  })
})
