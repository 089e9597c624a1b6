import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { latestChangeRequest, requestModification } from '@/projects/requestModification'
import { MODIFICATION_REQUEST_MESSAGES } from '@/validation/modificationRequestForm'

import { createProject, type Actors } from './helpers/actors'
import { emailJobs, type QueuedEmail } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const statusOf = async (id: number) => (await payload.findByID({ collection: 'projects', id, depth: 0 })).status

const NOTES = 'Merci de remplacer l’image principale par la nouvelle version.'

const auditOf = async (id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: 'projects' } }, { target_id: { equals: String(id) } }] },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs

/** The e-mails queued in the outbox about a project's title. */
const emailsAbout = async (title: string) =>
  (await emailJobs(payload)).map((job) => job.input as QueuedEmail).filter((email) => email.subject.includes(title))

describe('the owner’s modification request', () => {
  it('moves the owner’s project to mod_requested, in the audit log with the notes, and tells the admins', async () => {
    const project = await createProject(payload, actors.owner, { status: 'approved', request_type: 'visibility' })
    expect(await requestModification(payload, actors.owner, project.id, { notes: `  ${NOTES}  ` })).toEqual({
      ok: true,
      slug: project.slug,
    })
    expect(await statusOf(project.id)).toBe('mod_requested')
    expect(await auditOf(project.id)).toMatchObject([
      {
        action: 'project.owner_change_request',
        actor_member: actors.owner.id,
        from: 'approved',
        to: 'mod_requested',
        notes: NOTES,
      },
    ])
    const emails = await emailsAbout(project.title)
    expect(emails.map((email) => email.to)).toContain(actors.admin.email)
    expect(emails.every((email) => email.text.includes(NOTES))).toBe(true)
    // The owner reads their own request back; nobody else does.
    expect(
      await latestChangeRequest(
        payload,
        actors.owner,
        await payload.findByID({ collection: 'projects', id: project.id }),
      ),
    ).toEqual({
      by: 'owner',
      notes: NOTES,
    })
    expect(await latestChangeRequest(payload, actors.other, { ...project, status: 'mod_requested' })).toBeNull()
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
    expect(await auditOf(project.id)).toEqual([])
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
    expect(await auditOf(project.id)).toEqual([])
  })

  it('shows the owner the team’s latest request for changes', async () => {
    const project = await createProject(payload, actors.owner, { status: 'pending', request_type: 'visibility' })
    // Demo content moved before the journal existed: the team's moderation notes.
    await payload.db.updateOne({
      collection: 'projects',
      id: project.id,
      data: { status: 'mod_requested', moderation_notes: 'Ancienne note.' },
    })
    let current = await payload.findByID({ collection: 'projects', id: project.id })
    expect(await latestChangeRequest(payload, actors.owner, current)).toEqual({ by: 'team', notes: 'Ancienne note.' })

    // Resubmitted, then the team asks again: its new request, from the journal.
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { status: 'pending' },
      user: actors.owner,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { status: 'mod_requested', moderation_notes: 'Ajoute le prix sur la page.' },
      user: actors.admin,
      overrideAccess: false,
    })
    current = await payload.findByID({ collection: 'projects', id: project.id })
    expect(await latestChangeRequest(payload, actors.owner, current)).toEqual({
      by: 'team',
      notes: 'Ajoute le prix sur la page.',
    })
    // Not once the project has moved on.
    expect(await latestChangeRequest(payload, actors.owner, { ...current, status: 'pending' })).toBeNull()
  })
})
