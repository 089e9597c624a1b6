import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { REPORT_TEXT_MAX_LENGTH } from '@/domain/reports/projectReports'

import {
  createMember,
  createProject,
  csvFile,
  pngFile,
  uniqueEmail,
  type Actors,
  type ApiUser,
} from '../helpers/actors'
import { as } from '../helpers/matrix'
import { authorizationOf, restRequest, type RestAnswer } from '../helpers/rest'
import { emailsQueuedTo } from '../helpers/records'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Side doors: what the site's forms refuse, tried straight through Payload's REST API with a
 * session, as a member, another member and a visitor. Each refusal answers in French with its
 * status, and writes and e-mails nothing.
 */

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

/** One request to /api/… through Payload's own REST handler, signed in as `user` (none: a visitor). */
const rest = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  user?: ApiUser,
  body?: Record<string, unknown> | FormData,
) => restRequest(payload, method, path, user ? await authorizationOf(payload, user) : undefined, body)

const messageOf = (answer: RestAnswer) => answer.body.errors?.[0]?.message

const emailsTo = (to: string) => emailsQueuedTo(payload, to)

const referralsTo = async (email: string) =>
  (await payload.find({ collection: 'referrals', where: { referee_email: { equals: email } }, depth: 0 })).totalDocs

describe('referrals: POST /api/referrals obeys the invitation panel', () => {
  it('an active member invites: the invitation is created, its code stays hidden and the invitee is e-mailed', async () => {
    const member = await createMember(payload, 'active', 'Rosa')
    const email = uniqueEmail('filleul-rest')
    const answer = await rest('POST', '/referrals', member, { referee_email: email, code: 'choisi', status: 'active' })
    expect(answer.status).toBe(201)
    const [stored] = (
      await payload.find({ collection: 'referrals', where: { referee_email: { equals: email } }, depth: 0 })
    ).docs
    expect(stored).toMatchObject({ member: member.id, status: 'pending' })
    expect(stored.code).not.toBe('choisi')
    expect(JSON.stringify(answer.body)).not.toContain(stored.code!)
    const [mail] = await emailsTo(email)
    expect(mail.subject).toBe('Rosa t’invite à rejoindre la Tryb')
    expect(new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('ref')).toBe(stored.code)
  })

  it('refuses an address that already belongs to a member (409), writing and e-mailing nothing', async () => {
    const applicant = await createMember(payload, 'waitlist', 'Deja')
    const answer = await rest('POST', '/referrals', actors.owner, { referee_email: applicant.email })
    expect(answer.status).toBe(409)
    expect(messageOf(answer)).toBe('Cette personne fait déjà partie de la Tryb (ou a déjà candidaté).')
    expect(await referralsTo(applicant.email)).toBe(0)
    expect(await emailsTo(applicant.email)).toHaveLength(0)
  })

  it('stops at the semester’s quota (409), even for a member acting as someone else', async () => {
    const member = await createMember(payload, 'active', 'Quota', { invites_quota: 1 })
    expect((await rest('POST', '/referrals', member, { referee_email: uniqueEmail('premier') })).status).toBe(201)
    const email = uniqueEmail('second')
    const answer = await rest('POST', '/referrals', member, { referee_email: email, member: actors.other.id })
    expect(answer.status).toBe(409)
    expect(messageOf(answer)).toBe('Tu as déjà utilisé tes 1 invitations.')
    expect(await referralsTo(email)).toBe(0)
    expect(await emailsTo(email)).toHaveLength(0)
  })

  it('refuses the same address twice (409) without a second e-mail', async () => {
    const email = uniqueEmail('deux-fois')
    expect((await rest('POST', '/referrals', actors.other, { referee_email: email })).status).toBe(201)
    const answer = await rest('POST', '/referrals', actors.other, { referee_email: ` ${email.toUpperCase()} ` })
    expect(answer.status).toBe(409)
    expect(messageOf(answer)).toBe('Tu as déjà invité cette adresse.')
    expect(await referralsTo(email)).toBe(1)
    expect(await emailsTo(email)).toHaveLength(1)
  })

  it.each(['visitor', 'waitlist'] as const)('refuses a %s (403 in French)', async (name) => {
    const email = uniqueEmail(`refus-${name}`)
    const answer = await rest('POST', '/referrals', actors.user(name), { referee_email: email })
    expect(answer.status).toBe(403)
    expect(messageOf(answer)).toBe('Vous n’êtes pas autorisé à effectuer cette action.')
    expect(await referralsTo(email)).toBe(0)
    expect(await emailsTo(email)).toHaveLength(0)
  })
})

describe('project reports: POST /api/project-reports obeys the Monday form', () => {
  const reportsOf = async (projectId: number) =>
    (await payload.count({ collection: 'project-reports', where: { project: { equals: projectId } } })).totalDocs
  const uploadCsv = (user: ApiUser) =>
    payload.create({ collection: 'report-files', data: {}, file: csvFile(), depth: 0, ...as(user) })

  it('refuses a CSV someone else uploaded (403), and writes nothing', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const othersFile = await uploadCsv(actors.other)
    const answer = await rest('POST', '/project-reports', actors.owner, {
      project: project.id,
      report_file: othersFile.id,
    })
    expect(answer.status).toBe(403)
    expect(messageOf(answer)).toBe('Le fichier CSV doit être un fichier que tu as envoyé.')
    expect(await reportsOf(project.id)).toBe(0)
  })

  it('takes the owner’s own CSV', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const ownFile = await uploadCsv(actors.owner)
    const answer = await rest('POST', '/project-reports', actors.owner, {
      project: project.id,
      report_file: ownFile.id,
    })
    expect(answer.status).toBe(201)
    expect(await reportsOf(project.id)).toBe(1)
  })

  it('refuses a text longer than the form allows, and an empty reporting (400)', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const tooLong = await rest('POST', '/project-reports', actors.owner, {
      project: project.id,
      report_text: 'a'.repeat(REPORT_TEXT_MAX_LENGTH + 1),
    })
    expect(tooLong.status).toBe(400)
    expect(messageOf(tooLong)).toBe('Le reporting texte ne doit pas dépasser 100 000 caractères.')
    const empty = await rest('POST', '/project-reports', actors.owner, { project: project.id, report_text: '   ' })
    expect(empty.status).toBe(400)
    expect(messageOf(empty)).toBe('Veuillez fournir un reporting (texte ou fichier)')
    expect(await reportsOf(project.id)).toBe(0)
  })

  it('refuses another member and a visitor (403)', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const other = await rest('POST', '/project-reports', actors.other, { project: project.id, report_text: 'Lundi' })
    expect(other.status).toBe(403)
    expect(messageOf(other)).toBe('Seul le porteur du projet peut envoyer un reporting.')
    const visitor = await rest('POST', '/project-reports', undefined, { project: project.id, report_text: 'Lundi' })
    expect(visitor.status).toBe(403)
    expect(messageOf(visitor)).toBe('Vous n’êtes pas autorisé à effectuer cette action.')
    expect(await reportsOf(project.id)).toBe(0)
  })
})

describe('declared actions and votes: the project page’s rules hold over REST', () => {
  const declaredActionsOf = async (projectId: number) =>
    (await payload.count({ collection: 'declared-actions', where: { project: { equals: projectId } } })).totalDocs
  const votesOf = async (projectId: number) =>
    (await payload.count({ collection: 'votes', where: { project: { equals: projectId } } })).totalDocs

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://exemple.fr/x', 'pas un lien'])(
    'refuses the link %s (400) and writes nothing',
    async (url) => {
      const project = await createProject(payload, actors.owner, { status: 'published' })
      const answer = await rest('POST', '/declared-actions', actors.other, {
        project: project.id,
        action_type: 'like',
        url,
      })
      expect(answer.status).toBe(400)
      expect(messageOf(answer)).toBe('Ce lien n’est pas valide (exemple : https://monprojet.fr).')
      expect(await declaredActionsOf(project.id)).toBe(0)
    },
  )

  it('stores the link normalised, as pending, for the signed-in member; a second of the same type is refused (409)', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const first = await rest('POST', '/declared-actions', actors.other, {
      project: project.id,
      action_type: 'comment',
      url: 'www.linkedin.com/posts/1',
      member: actors.owner.id,
      status: 'validated_manual',
    })
    expect(first.status).toBe(201)
    const [stored] = (
      await payload.find({ collection: 'declared-actions', where: { project: { equals: project.id } }, depth: 0 })
    ).docs
    expect(stored).toMatchObject({
      member: actors.other.id,
      status: 'pending',
      url: 'https://www.linkedin.com/posts/1',
    })
    const second = await rest('POST', '/declared-actions', actors.other, {
      project: project.id,
      action_type: 'comment',
      url: 'https://www.linkedin.com/posts/2',
    })
    expect(second.status).toBe(409)
    expect(messageOf(second)).toBe('Tu as déjà déclaré ce type d’action pour ce projet.')
    expect(await declaredActionsOf(project.id)).toBe(1)
  })

  it('refuses a declaration on one’s own project (400)', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const answer = await rest('POST', '/declared-actions', actors.owner, {
      project: project.id,
      action_type: 'like',
      url: 'https://www.linkedin.com/posts/3',
    })
    expect(answer.status).toBe(400)
    expect(messageOf(answer)).toBe('Tu ne peux pas déclarer une action sur ton propre projet.')
    expect(await declaredActionsOf(project.id)).toBe(0)
  })

  it.each(['visitor', 'waitlist'] as const)('refuses a %s a declaration and a vote (403)', async (name) => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const declaredAction = await rest('POST', '/declared-actions', actors.user(name), {
      project: project.id,
      action_type: 'like',
      url: 'https://www.linkedin.com/posts/4',
    })
    const vote = await rest('POST', '/votes', actors.user(name), { project: project.id })
    for (const answer of [declaredAction, vote]) {
      expect(answer.status).toBe(403)
      expect(messageOf(answer)).toBe('Vous n’êtes pas autorisé à effectuer cette action.')
    }
    expect(await declaredActionsOf(project.id)).toBe(0)
    expect(await votesOf(project.id)).toBe(0)
  })

  it('counts one vote per member and project: a second answers 409 in French and the count stays', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    expect((await rest('POST', '/votes', actors.other, { project: project.id })).status).toBe(201)
    const again = await rest('POST', '/votes', actors.other, { project: project.id, member: actors.owner.id })
    expect(again.status).toBe(409)
    expect(messageOf(again)).toBe('Tu as déjà voté pour ce projet.')
    expect(await votesOf(project.id)).toBe(1)
    expect((await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })).votes_count).toBe(1)
  })

  it('refuses a vote on a project the member may not see, like a missing one (403)', async () => {
    const pending = await createProject(payload, actors.owner, { status: 'pending' })
    const answer = await rest('POST', '/votes', actors.other, { project: pending.id })
    expect(answer.status).toBe(403)
    expect(await votesOf(pending.id)).toBe(0)
  })
})

describe('hero images: GET /api/project-hero-images shows only the images of projects the viewer may read', () => {
  const imageOf = async (status: 'pending' | 'approved' | 'mod_requested' | 'published') => {
    const image = await payload.create({
      collection: 'project-hero-images',
      data: { alt: status, uploader: actors.owner.id },
      file: await pngFile(`${status}.png`),
    })
    const project = await createProject(payload, actors.owner, { status })
    await payload.update({ collection: 'projects', id: project.id, data: { hero_image: image.id } })
    return image
  }
  let images: Record<'pending' | 'approved' | 'mod_requested' | 'published', { id: number; filename?: string | null }>

  beforeAll(async () => {
    images = {
      pending: await imageOf('pending'),
      approved: await imageOf('approved'),
      mod_requested: await imageOf('mod_requested'),
      published: await imageOf('published'),
    }
  })

  const listedIds = async (user?: ApiUser) => {
    const answer = await rest('GET', '/project-hero-images?limit=1000&depth=0', user)
    expect(answer.status).toBe(200)
    return (answer.body.docs as { id: number }[]).map((doc) => doc.id)
  }

  it.each(['visitor', 'other'] as const)('a %s lists the public project’s image only', async (name) => {
    const ids = await listedIds(actors.user(name))
    expect(ids).toContain(images.published.id)
    for (const hidden of [images.pending, images.approved, images.mod_requested]) expect(ids).not.toContain(hidden.id)
  })

  it('the uploader and the admins list all of them', async () => {
    for (const user of [actors.owner, actors.admin]) {
      const ids = await listedIds(user)
      for (const image of Object.values(images)) expect(ids).toContain(image.id)
    }
  })

  it('serves a pending project’s file to its uploader, never to a visitor or another member', async () => {
    const path = `/project-hero-images/file/${images.pending.filename}`
    expect((await rest('GET', path, actors.owner)).status).toBe(200)
    for (const user of [undefined, actors.other]) expect((await rest('GET', path, user)).status).toBe(403)
    expect((await rest('GET', `/project-hero-images/file/${images.published.filename}`)).status).toBe(200)
  })
})

describe('private files: served to their member only, never cached, report CSVs downloaded', () => {
  it('an avatar is private, no-store', async () => {
    const avatar = await payload.create({
      collection: 'avatars',
      data: {},
      file: await pngFile('avatar.png'),
      depth: 0,
      ...as(actors.owner),
    })
    const answer = await rest('GET', `/avatars/file/${avatar.filename}`, actors.owner)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect((await rest('GET', `/avatars/file/${avatar.filename}`, actors.other)).status).toBe(403)
  })

  it('a report CSV is private, no-store and an attachment', async () => {
    const file = await payload.create({
      collection: 'report-files',
      data: {},
      file: csvFile(),
      depth: 0,
      ...as(actors.owner),
    })
    const answer = await rest('GET', `/report-files/file/${file.filename}`, actors.owner)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('content-disposition')).toBe('attachment')
    expect((await rest('GET', `/report-files/file/${file.filename}`)).status).toBe(403)
  })
})
