import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { projectHistory } from '@/moderation/projects'
import { NOT_EDITABLE, resubmitProject } from '@/projects/resubmitProject'
import { submitProject, uploadHeroImage } from '@/projects/submitProject'
import type { ProjectSubmitValues } from '@/validation/projectSubmitForm'

import { createMember, createStaff, pngFile, type SignedInMember, type SignedInUser } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let admin: SignedInUser

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  admin = await createStaff(payload, 'admin')
})

async function savedImage(member: SignedInMember) {
  const result = await uploadHeroImage(payload, member, await pngFile('visuel.png'))
  if (!result.ok) throw new Error(result.message)
  return result.id
}

const form = (hero_image: number, overrides: ProjectSubmitValues = {}): ProjectSubmitValues => ({
  request_type: 'feedback',
  title: 'Carnet de bord',
  summary: 'Un carnet de bord partagé pour les solopreneurs qui testent leurs idées.',
  project_url: 'carnet.fr',
  primary_target: 'Solopreneurs',
  hero_image,
  hero_image_alt: 'Capture du carnet',
  feedback_request: 'Des retours sur la prise en main.',
  ethics_accepted: true,
  ...overrides,
})

/** A feedback project submitted by `owner`, then moved by the admin as the test needs. */
async function submitted(owner: SignedInMember, status: 'pending' | 'mod_requested' | 'published') {
  const image = await savedImage(owner)
  const result = await submitProject(payload, owner, form(image, { title: `Carnet ${status} ${Date.now()}` }))
  if (!result.ok) throw new Error(result.message)
  const { docs } = await payload.find({ collection: 'projects', where: { slug: { equals: result.slug } }, depth: 0 })
  const data =
    status === 'mod_requested'
      ? { status, moderation_notes: 'Précise la cible.' }
      : status === 'published'
        ? { status }
        : null
  if (data) await payload.update({ collection: 'projects', id: docs[0].id, data, user: admin, overrideAccess: false })
  return { ...docs[0], image }
}

const stored = async (id: number) => payload.findByID({ collection: 'projects', id, depth: 0 })

const resubmissionEmails = async (title: string) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    pagination: false,
    depth: 0,
  })
  return docs.filter((job) => (job.input as { subject: string }).subject === `Projet à modérer : ${title}`)
}

describe('an owner correcting their project', () => {
  it('sends a project under requested changes back to moderation, and the admins are told', async () => {
    const owner = await createMember(payload, 'active', 'Romane')
    const project = await submitted(owner, 'mod_requested')
    const result = await resubmitProject(
      payload,
      owner,
      project.slug!,
      form(project.image, { title: 'Carnet de bord, version 2' }),
    )
    expect(result).toEqual({ ok: true, slug: project.slug })
    expect(await stored(project.id)).toMatchObject({
      status: 'pending',
      title: 'Carnet de bord, version 2',
      request_type: 'feedback',
    })
    expect(await resubmissionEmails('Carnet de bord, version 2')).toHaveLength(1)
    const { docs: audit } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: 'projects' } }, { target_id: { equals: String(project.id) } }] },
      sort: 'createdAt',
      depth: 0,
    })
    expect(audit.find((entry) => entry.action === 'project.resubmitted')).toMatchObject({
      action: 'project.resubmitted',
      from: 'mod_requested',
      to: 'pending',
      actor_member: owner.id,
    })
  })

  it('corrects a pending project in place, without telling the admins twice', async () => {
    const owner = await createMember(payload, 'waitlist', 'Pénélope')
    const project = await submitted(owner, 'pending')
    const result = await resubmitProject(
      payload,
      owner,
      project.slug!,
      form(project.image, { title: 'Carnet corrigé', request_type: 'visibility' }),
    )
    expect(result.ok).toBe(true)
    // The request type stays the project's.
    expect(await stored(project.id)).toMatchObject({
      status: 'pending',
      title: 'Carnet corrigé',
      request_type: 'feedback',
    })
    expect(await resubmissionEmails('Carnet corrigé')).toHaveLength(0)
    // The admin's sheet reads what changed, field by field, since the team last moved it.
    const journal = await projectHistory(payload, admin, project.id)
    expect(journal?.ownerEdits.map((edit) => edit.notes)).toEqual([`Titre : « ${project.title} » → « Carnet corrigé »`])
    expect(journal?.history.map((entry) => [entry.label, entry.by])).toContainEqual([
      'Modifié par le porteur',
      'Le porteur',
    ])
    // The team asks for changes: earlier edits are no longer "since the team's last move".
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { status: 'mod_requested', moderation_notes: 'Précise la cible.' },
      user: admin,
      overrideAccess: false,
    })
    expect((await projectHistory(payload, admin, project.id))?.ownerEdits).toEqual([])
  })

  it('refuses a moderated project, another member’s project and bad input, and changes nothing', async () => {
    const owner = await createMember(payload, 'active', 'Maël')
    const other = await createMember(payload, 'active', 'Nora')
    const published = await submitted(owner, 'published')
    expect(await resubmitProject(payload, owner, published.slug!, form(published.image, { title: 'Changé' }))).toEqual({
      ok: false,
      message: NOT_EDITABLE,
    })
    const underChanges = await submitted(owner, 'mod_requested')
    expect(
      await resubmitProject(payload, other, underChanges.slug!, form(underChanges.image, { title: 'Piraté' })),
    ).toEqual({
      ok: false,
      message: NOT_EDITABLE,
    })
    const invalid = await resubmitProject(
      payload,
      owner,
      underChanges.slug!,
      form(underChanges.image, { title: 'x', feedback_request: ' ' }),
    )
    expect(invalid).toMatchObject({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { title: expect.any(String), feedback_request: expect.any(String) },
    })
    const othersImage = await savedImage(other)
    const stolenImage = await resubmitProject(payload, owner, underChanges.slug!, form(othersImage))
    expect(stolenImage).toMatchObject({ ok: false, fieldErrors: { hero_image: 'Image requise' } })
    for (const project of [published, underChanges]) {
      expect(await stored(project.id)).toMatchObject({
        status: project.id === published.id ? 'published' : 'mod_requested',
        title: project.title,
      })
    }
  })
})
