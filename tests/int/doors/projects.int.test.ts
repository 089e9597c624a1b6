import { REST_DELETE, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { relationId } from '@/domain/relationId'
import { FIXED_AT_SUBMISSION_MESSAGE } from '@/projects/projectSubmission'
import { HERO_IMAGE_FIXED_MESSAGE } from '@/domain/projects/heroImage'
import { visibilityQuotaMessage } from '@/domain/projects/projectQuota'
import { OWNER_EDIT_REFUSED } from '@/domain/projects/projectTransitions'
import { withFrenchNotFound, ROUTE_NOT_FOUND_MESSAGE } from '@/errors/frenchNotFound'

import {
  createMember,
  createProject,
  heroImageOf,
  pngFile,
  TEST_PASSWORD,
  type Actors,
  type ApiUser,
} from '../helpers/actors'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

type Answer = {
  status: number
  body: { errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
}

/** One call of Payload's own REST handler (as `app/(payload)/api` serves it), as `user` or a visitor. */
async function rest(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  user?: ApiUser,
): Promise<Answer> {
  const headers = new Headers()
  if (user) {
    const { token } = await payload.login({
      collection: user.collection,
      data: { email: user.email, password: TEST_PASSWORD },
    })
    headers.set('Authorization', `JWT ${token}`)
  }
  if (!(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  // Imported here: the config reads DATABASE_URL, which the test payload sets first.
  const { default: config } = await import('@payload-config')
  const handler = withFrenchNotFound({ POST: REST_POST, PATCH: REST_PATCH, DELETE: REST_DELETE }[method](config))
  const response = await handler(
    new Request(`http://127.0.0.1/api/${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: path.split('?')[0].split('/') }) },
  )
  return { status: response.status, body: await response.json() }
}

const messages = (answer: Answer) =>
  (answer.body.errors ?? []).flatMap((error) => [error.message, ...(error.data?.errors ?? []).map((e) => e.message)])

const projectCount = async () => (await payload.count({ collection: 'projects' })).totalDocs

/** Every e-mail queued whose subject names `title`. */
const emailsAbout = async (title: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      pagination: false,
      depth: 0,
    })
  ).docs
    .map((job) => job.input as { to: string; subject: string })
    .filter((email) => email.subject.includes(title))

/** A submission as a form would send it, through REST. */
const submission = (title: string, hero_image: number, overrides: Record<string, unknown> = {}) => ({
  request_type: 'visibility',
  title,
  summary: 'Un outil de facturation pour les indépendants pressés.',
  project_url: 'facturo.fr',
  primary_target: 'Freelances',
  company_links: { website: 'www.facturo.fr' },
  hero_image,
  hero_image_alt: 'Capture de Facturo',
  ethics_accepted: true,
  payment_commitment: true,
  ...overrides,
})

describe('POST /api/projects obeys the submission form', () => {
  it('refuses a member’s project breaking the form’s rules, in French, writing and e-mailing nothing', async () => {
    const member = await createMember(payload, 'active', 'Attaquante')
    const image = await heroImageOf(payload, member)
    const before = await projectCount()
    const answer = await rest(
      'POST',
      'projects',
      submission('Projet pirate', image, {
        ethics_accepted: false,
        payment_commitment: false,
        hero_image: null,
        project_url: 'javascript:alert(1)',
        company_links: { website: 'data:text/html,<script>alert(1)</script>' },
      }),
      member,
    )
    expect(answer.status).toBe(400)
    expect(messages(answer)).toEqual(
      expect.arrayContaining([
        'Lien MVP invalide',
        'URL site web invalide',
        'Image requise',
        'Tu dois accepter la charte.',
        "Tu dois t'engager à payer 100€ sous 24h après validation.",
      ]),
    )
    expect(await projectCount()).toBe(before)
    expect(await emailsAbout('Projet pirate')).toEqual([])
  })

  it('refuses a hero image another member uploaded', async () => {
    const member = await createMember(payload, 'active', 'Emprunteuse')
    const answer = await rest(
      'POST',
      'projects',
      submission('Image volée', await heroImageOf(payload, actors.other)),
      member,
    )
    expect(answer.status).toBe(400)
    expect(messages(answer)).toContain('Image requise')
    expect(await emailsAbout('Image volée')).toEqual([])
  })

  it('stores a valid submission normalised, e-mails every admin, then refuses a second visibility project this month', async () => {
    const member = await createMember(payload, 'waitlist', 'Valentine')
    const created = await rest(
      'POST',
      'projects',
      submission('Facturo REST', await heroImageOf(payload, member)),
      member,
    )
    expect(created.status).toBe(201)
    const [stored] = (
      await payload.find({ collection: 'projects', where: { title: { equals: 'Facturo REST' } }, depth: 0 })
    ).docs
    expect(stored).toMatchObject({
      status: 'pending',
      owner: member.id,
      project_url: 'https://facturo.fr/',
      company_links: { website: 'https://www.facturo.fr/' },
      ethics_accepted: true,
      payment_commitment: true,
    })
    expect((await emailsAbout('Facturo REST')).map((email) => email.to)).toEqual([actors.admin.email])

    const before = await projectCount()
    const second = await rest('POST', 'projects', submission('Facturo bis', await heroImageOf(payload, member)), member)
    expect(second.status).toBe(409)
    expect(messages(second)).toEqual([visibilityQuotaMessage(new Date())])
    expect(await projectCount()).toBe(before)
    expect(await emailsAbout('Facturo bis')).toEqual([])
  })

  it('refuses a visitor in French', async () => {
    const answer = await rest('POST', 'projects', submission('Visiteur', await heroImageOf(payload, actors.owner)))
    expect(answer.status).toBe(403)
    expect(messages(answer)[0]).toMatch(/autorisé/)
  })
})

describe('no document is duplicated', () => {
  it.each(['owner', 'other'] as const)(
    'POST /api/projects/{id}/duplicate as the %s: a French 404, nothing copied',
    async (actor) => {
      const project = await createProject(payload, actors.owner, { status: 'published', submitted: true })
      const before = await projectCount()
      const answer = await rest('POST', `projects/${project.id}/duplicate`, {}, actors[actor])
      expect(answer.status).toBe(404)
      expect(messages(answer)).toEqual([ROUTE_NOT_FOUND_MESSAGE])
      expect(await projectCount()).toBe(before)
    },
  )
})

describe('what an owner may no longer change', () => {
  it.each([
    ['request_type', { request_type: 'feedback', feedback_request: 'Des retours sur la prise en main.' }],
    ['ethics_accepted', { ethics_accepted: false }],
    ['payment_commitment', { payment_commitment: false }],
  ] as const)('refuses a change of %s after creation, changing nothing', async (_field, data) => {
    const project = await createProject(payload, actors.owner, { status: 'pending', submitted: true })
    const answer = await rest('PATCH', `projects/${project.id}`, { ...data, title: 'Titre changé' }, actors.owner)
    expect(answer.status).toBe(403)
    expect(messages(answer)).toEqual([FIXED_AT_SUBMISSION_MESSAGE])
    expect(await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })).toMatchObject({
      title: project.title,
      request_type: 'visibility',
      ethics_accepted: true,
      payment_commitment: true,
    })
  })

  it('checks a correction with the form’s rules (no javascript: link)', async () => {
    const project = await createProject(payload, actors.owner, { status: 'pending', submitted: true })
    const answer = await rest('PATCH', `projects/${project.id}`, { project_url: 'javascript:alert(1)' }, actors.owner)
    expect(answer.status).toBe(400)
    expect(messages(answer)).toContain('Lien MVP invalide')
    expect((await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })).project_url).toBe(
      project.project_url,
    )
  })

  it('keeps the image of a moderated project: its file is neither replaced nor deleted by its uploader', async () => {
    const project = await createProject(payload, actors.owner, { status: 'approved', submitted: true })
    const imageId = relationId(project.hero_image)!
    const before = await payload.findByID({ collection: 'project-hero-images', id: imageId, depth: 0 })
    const file = await pngFile('remplacement.png')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.data)], { type: 'image/png' }), 'remplacement.png')
    const replaced = await rest('PATCH', `project-hero-images/${imageId}`, form, actors.owner)
    expect(replaced.status).toBe(403)
    expect(messages(replaced)).toEqual([HERO_IMAGE_FIXED_MESSAGE])
    const deleted = await rest('DELETE', `project-hero-images/${imageId}`, undefined, actors.owner)
    expect(deleted.status).toBe(403)
    expect(messages(deleted)).toEqual([HERO_IMAGE_FIXED_MESSAGE])
    const after = await payload.findByID({ collection: 'project-hero-images', id: imageId, depth: 0 })
    expect(after.filename).toBe(before.filename)
  })

  it('lets the uploader replace the image of a project still pending', async () => {
    const project = await createProject(payload, actors.owner, { status: 'pending', submitted: true })
    const file = await pngFile('remplacement.png')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.data)], { type: 'image/png' }), 'remplacement.png')
    const replaced = await rest('PATCH', `project-hero-images/${relationId(project.hero_image)}`, form, actors.owner)
    expect({ status: replaced.status, messages: messages(replaced) }).toEqual({ status: 200, messages: [] })
  })
})

describe('the owner’s loop between mod_requested and pending', () => {
  it('e-mails the admins about one project at most once an hour, every move still in the audit log', async () => {
    const owner = await createMember(payload, 'active', 'Boucle')
    const project = await createProject(payload, owner, {
      status: 'pending',
      submitted: true,
      title: 'Projet en boucle',
    })
    for (let round = 0; round < 3; round++) {
      const asked = await rest(
        'PATCH',
        `projects/${project.id}`,
        { status: 'mod_requested', change_request_notes: `Changement ${round}` },
        owner,
      )
      expect(asked.status).toBe(200)
      expect((await rest('PATCH', `projects/${project.id}`, { status: 'pending' }, owner)).status).toBe(200)
    }
    expect(await emailsAbout('Projet en boucle')).toHaveLength(1)
    const { totalDocs } = await payload.count({
      collection: 'audit-log',
      where: { target_collection: { equals: 'projects' }, target_id: { equals: String(project.id) } },
    })
    expect(totalDocs).toBe(6)
  })
})

describe('an owner asking for a modification of a moderated project', () => {
  it('sends notes, never new content: a request carrying content is refused and changes nothing', async () => {
    const project = await createProject(payload, actors.owner, { status: 'approved', submitted: true })
    const asked = await rest(
      'PATCH',
      `projects/${project.id}`,
      { status: 'mod_requested', change_request_notes: 'Nouveau titre, s’il vous plaît.', title: 'Titre glissé' },
      actors.owner,
    )
    expect({ status: asked.status, messages: messages(asked) }).toEqual({
      status: 403,
      messages: [OWNER_EDIT_REFUSED],
    })
    const unchanged = await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })
    expect({ status: unchanged.status, title: unchanged.title }).toEqual({ status: 'approved', title: project.title })
  })
})
