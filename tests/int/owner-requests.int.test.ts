import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requestModification } from '@/projects/requestModification'
import { MODIFICATION_REQUEST_MESSAGES } from '@/validation/modificationRequest'

import { createActors, createProject, type Actors } from './helpers/actors'
import { startTestPayload, stopTestPayload } from './helpers/testPayload'

let payload: Payload
let actors: Actors

beforeAll(async () => {
  payload = await startTestPayload()
  actors = await createActors(payload)
})

afterAll(() => stopTestPayload(payload))

const statusOf = async (id: number) => (await payload.findByID({ collection: 'projects', id, depth: 0 })).status

const NOTES = 'Merci de remplacer l’image principale par la nouvelle version.'

describe('the owner’s modification request', () => {
  it('moves the owner’s project to mod_requested', async () => {
    const project = await createProject(payload, actors.owner, { status: 'approved', request_type: 'visibility' })
    expect(await requestModification(payload, actors.owner, project.id, { notes: `  ${NOTES}  ` })).toEqual({
      ok: true,
      slug: project.slug,
    })
    expect(await statusOf(project.id)).toBe('mod_requested')
    // Not twice: a request is already open.
    expect(await requestModification(payload, actors.owner, project.id, { notes: NOTES })).toEqual({
      ok: false,
      message: MODIFICATION_REQUEST_MESSAGES.alreadyRequested,
    })
  })

  it('refuses another member, a visitor and a made-up id, changing nothing', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published', request_type: 'feedback' })
    const refused = { ok: false, message: MODIFICATION_REQUEST_MESSAGES.notOwner }
    expect(await requestModification(payload, actors.other, project.id, { notes: NOTES })).toEqual(refused)
    expect(await requestModification(payload, actors.waitlist, project.id, { notes: NOTES })).toEqual(refused)
    expect(await requestModification(payload, null, project.id, { notes: NOTES })).toEqual(refused)
    expect(await requestModification(payload, actors.other, 0, { notes: NOTES })).toEqual(refused)
    expect(await statusOf(project.id)).toBe('published')
  })

  it('asks for notes: empty, blank, missing or too long notes change nothing', async () => {
    const project = await createProject(payload, actors.owner, { status: 'pending', request_type: 'visibility' })
    for (const notes of ['', '   \n ', undefined, 42]) {
      expect(await requestModification(payload, actors.owner, project.id, { notes })).toEqual({
        ok: false,
        message: 'Décris la modification que tu souhaites.',
      })
    }
    expect(await requestModification(payload, actors.owner, project.id, { notes: 'x'.repeat(2001) })).toEqual({
      ok: false,
      message: MODIFICATION_REQUEST_MESSAGES.notesTooLong,
    })
    expect(await statusOf(project.id)).toBe('pending')
  })
})
