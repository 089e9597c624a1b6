import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type * as RestRoute from '@/app/(payload)/api/[...slug]/route'

import { FEEDBACK_MESSAGES } from '@/domain/feedbacks'
import { frenchMonthYear } from '@/domain/french'
import { sectorLabel } from '@/domain/members/memberOptions'
import { feedbackSide } from '@/feedbacks/feedbackSide'
import type { Project } from '@/payload-types'
import { PROJECT_SUBMIT_MESSAGES } from '@/validation/projectSubmitForm'
import { decideFeedbackFlag, FEEDBACK_FLAG_MESSAGES, flaggedFeedbacks } from '@/moderation/feedbackFlags'

import { createMember, createProject, type Actors } from '../helpers/actors'
import { setUpTestPayload } from '../helpers/setUpTestPayload'
import { authorizationOf } from '../helpers/rest'
import { feedbackBy, feedbackProjectOf, messagesOf, restAs } from './helpers'

let payload: Payload
let actors: Actors
let route: typeof RestRoute

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  // The app's own REST route, as the network reaches it (writes take their turn there).
  route = await import('@/app/(payload)/api/[...slug]/route')
})

/** A request through the app's REST route. */
async function routeRequest(method: 'POST' | 'PATCH', path: string, authorization: string, body: object) {
  const response = await route[method](
    new Request(`http://127.0.0.1/api/${path}`, {
      method,
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: path.split('/') }) },
  )
  const body_ = (await response.json()) as { doc?: { id: number }; errors?: { message: string }[] }
  return { status: response.status, body: body_ }
}

const INSTRUCTIONS = 'Crée un compte, réponds au questionnaire et dis-moi où tu as hésité.'

const sentEmails = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      depth: 0,
      limit: 1000,
    })
  ).docs.map((job) => job.input as { to: string; subject: string; text: string })

describe('beta-test places', () => {
  it('20 acceptances at once for 5 places accept exactly 5; the testers get the instructions by e-mail', async () => {
    const { owner, project } = await feedbackProjectOf(payload, { beta_places: 5, beta_instructions: INSTRUCTIONS })
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(payload, 'active', 'Testeur')))
    const authorizations = await Promise.all(members.map((member) => authorizationOf(payload, member)))
    // Twenty "Je veux tester" at once, one claiming to be accepted already.
    const requests = await Promise.all(
      members.map((_, n) =>
        routeRequest('POST', 'beta-test-requests', authorizations[n], { project: project.id, status: 'accepted' }),
      ),
    )
    expect(requests.map((answer) => answer.status)).toEqual(Array(20).fill(201))
    const testers = members.map((member, n) => ({ member, id: requests[n].body.doc!.id }))
    expect(
      await payload.count({ collection: 'beta-test-requests', where: { status: { equals: 'requested' } } }),
    ).toEqual({
      totalDocs: 20,
    })
    const ownerAuthorization = await authorizationOf(payload, owner)
    const answers = await Promise.all(
      testers.map(({ id }) =>
        routeRequest('PATCH', `beta-test-requests/${id}`, ownerAuthorization, { status: 'accepted' }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
    expect(
      new Set(
        answers
          .filter((answer) => answer.status !== 200)
          .flatMap((answer) => answer.body.errors!.map((e) => e.message)),
      ),
    ).toEqual(new Set([FEEDBACK_MESSAGES.betaFull]))
    const accepted = await payload.find({
      collection: 'beta-test-requests',
      where: { and: [{ project: { equals: project.id } }, { status: { equals: 'accepted' } }] },
      depth: 0,
    })
    expect(accepted.totalDocs).toBe(5)
    const acceptedIds = new Set(accepted.docs.map((request) => request.member))
    const emails = (await sentEmails()).filter((email) => email.subject.includes('bêta-testeur'))
    expect(emails).toHaveLength(5)
    expect(emails.every((email) => email.text.includes(INSTRUCTIONS))).toBe(true)
    const acceptedEmails = testers.filter(({ member }) => acceptedIds.has(member.id)).map(({ member }) => member.email)
    expect(emails.map((email) => email.to).sort()).toEqual(acceptedEmails.sort())
    const notices = await payload.count({
      collection: 'notifications',
      where: { kind: { equals: 'beta_test_accepted' } },
    })
    expect(notices.totalDocs).toBe(5)
  })

  it('the owner declines (the applicant is told); an answer is given once; the owner never reads an address', async () => {
    const { owner, project } = await feedbackProjectOf(payload, { beta_places: 2, beta_instructions: INSTRUCTIONS })
    const applicant = await createMember(payload, 'active', 'Candidat')
    const request = await (await restAs(payload, applicant))('POST', '/beta-test-requests', { project: project.id })
    const id = (request.body.doc as { id: number }).id
    const rest = await restAs(payload, owner)
    const listed = await rest('GET', `/beta-test-requests?where[project][equals]=${project.id}&depth=2`)
    expect(JSON.stringify(listed.body)).not.toContain(applicant.email)
    expect((listed.body.docs as unknown[]).length).toBe(1)
    expect((await rest('PATCH', `/beta-test-requests/${id}`, { status: 'declined' })).status).toBe(200)
    const again = await rest('PATCH', `/beta-test-requests/${id}`, { status: 'accepted' })
    expect(messagesOf(again)).toEqual([FEEDBACK_MESSAGES.betaDecided])
    const notices = await payload.find({
      collection: 'notifications',
      where: { and: [{ member: { equals: applicant.id } }, { kind: { equals: 'beta_test_declined' } }] },
      depth: 0,
    })
    expect(notices.totalDocs).toBe(1)
  })

  it('refuses a second request, one’s own project, a project without places, and anyone but the owner answering', async () => {
    const { owner, project } = await feedbackProjectOf(payload, { beta_places: 3 })
    const member = await createMember(payload, 'active')
    const rest = await restAs(payload, member)
    const first = await rest('POST', '/beta-test-requests', { project: project.id })
    expect(first.status).toBe(201)
    expect(messagesOf(await rest('POST', '/beta-test-requests', { project: project.id }))).toEqual([
      FEEDBACK_MESSAGES.betaAlready,
    ])
    expect(
      messagesOf(await (await restAs(payload, owner))('POST', '/beta-test-requests', { project: project.id })),
    ).toEqual([FEEDBACK_MESSAGES.ownProject])
    const { project: noPlaces } = await feedbackProjectOf(payload)
    expect(messagesOf(await rest('POST', '/beta-test-requests', { project: noPlaces.id }))).toEqual([
      FEEDBACK_MESSAGES.betaClosed,
    ])
    const id = (first.body.doc as { id: number }).id
    for (const user of [member, actors.other]) {
      const answer = await (await restAs(payload, user))('PATCH', `/beta-test-requests/${id}`, { status: 'accepted' })
      expect(answer.status).toBe(403)
    }
    expect((await payload.findByID({ collection: 'beta-test-requests', id, depth: 0 })).status).toBe('requested')
  })

  it('places are 0–50, on feedback projects only, never fewer than the accepted testers', async () => {
    const { owner, project } = await feedbackProjectOf(payload, { beta_places: 1 })
    const rest = await restAs(payload, owner)
    expect((await rest('PATCH', `/projects/${project.id}`, { beta_places: 51 })).status).toBe(400)
    const tester = await createMember(payload, 'active')
    const request = await (await restAs(payload, tester))('POST', '/beta-test-requests', { project: project.id })
    await rest('PATCH', `/beta-test-requests/${(request.body.doc as { id: number }).id}`, { status: 'accepted' })
    const below = await rest('PATCH', `/projects/${project.id}`, { beta_places: 0 })
    expect(messagesOf(below)).toEqual([FEEDBACK_MESSAGES.betaPlacesBelowAccepted(1)])
    const visibility = await createProject(payload, owner, { request_type: 'visibility', status: 'published' })
    expect(messagesOf(await rest('PATCH', `/projects/${visibility.id}`, { beta_places: 3 }))).toEqual([
      FEEDBACK_MESSAGES.feedbackOnly,
    ])
    // The owner closes feedback on a published project.
    expect((await rest('PATCH', `/projects/${project.id}`, { feedback_closed: true })).status).toBe(200)
    // Another member does not.
    expect(
      (await (await restAs(payload, actors.other))('PATCH', `/projects/${project.id}`, { feedback_closed: false }))
        .status,
    ).toBe(403)
  })
})

describe('beta-test settings and candidates', () => {
  it('forged places (text, fractions, negatives, over 50) are refused in French and change nothing', async () => {
    const { owner, project } = await feedbackProjectOf(payload, { beta_places: 2 })
    const rest = await restAs(payload, owner)
    for (const places of ['beaucoup', 2.5, -1, 51]) {
      const answer = await rest('PATCH', `/projects/${project.id}`, { beta_places: places })
      expect(answer.status).toBe(400)
      // A field's refusal: its French message is the field's, under the form's general one.
      const fields = (
        answer.body.errors as unknown as { data?: { errors?: { path: string; message: string }[] } }[]
      ).flatMap((error) => error.data?.errors ?? [])
      expect(fields).toEqual([{ path: 'beta_places', message: PROJECT_SUBMIT_MESSAGES.betaPlaces }])
    }
    const ok = await rest('PATCH', `/projects/${project.id}`, { beta_places: 7, beta_instructions: '  Teste tout.  ' })
    expect(ok.status).toBe(200)
    expect(await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })).toMatchObject({
      beta_places: 7,
      beta_instructions: 'Teste tout.',
    })
  })

  it('lowering the places and accepting a tester at once never leave more testers than places', async () => {
    for (let round = 0; round < 4; round++) {
      const { owner, project } = await feedbackProjectOf(payload, { beta_places: 2 })
      const [first, second] = await Promise.all([createMember(payload, 'active'), createMember(payload, 'active')])
      const ids = []
      for (const tester of [first, second])
        ids.push(
          (
            (await (await restAs(payload, tester))('POST', '/beta-test-requests', { project: project.id })).body
              .doc as { id: number }
          ).id,
        )
      const ownerAuthorization = await authorizationOf(payload, owner)
      await routeRequest('PATCH', `beta-test-requests/${ids[0]}`, ownerAuthorization, { status: 'accepted' })
      const [lowered, accepted] = await Promise.all([
        routeRequest('PATCH', `projects/${project.id}`, ownerAuthorization, { beta_places: 1 }),
        routeRequest('PATCH', `beta-test-requests/${ids[1]}`, ownerAuthorization, { status: 'accepted' }),
      ])
      expect([lowered.status, accepted.status].filter((status) => status === 200)).toHaveLength(1)
      const places = (await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })).beta_places
      const testers = await payload.count({
        collection: 'beta-test-requests',
        where: { and: [{ project: { equals: project.id } }, { status: { equals: 'accepted' } }] },
      })
      expect(testers.totalDocs).toBeLessThanOrEqual(places ?? 0)
    }
  })

  it('the owner sees each candidate’s first name, sectors, member since and validated contributions, never an address', async () => {
    const { owner, project } = await feedbackProjectOf(payload, { beta_places: 3 })
    const candidate = await createMember(payload, 'active', 'Capucine', {
      last_name: 'Discrète',
      sectors: ['SaaS', 'Marketing'],
    })
    const other = await createProject(payload, actors.other, { request_type: 'visibility', status: 'published' })
    for (const [n, status] of (['validated_auto', 'validated_manual', 'pending', 'rejected'] as const).entries())
      await payload.create({
        collection: 'declared-actions',
        data: {
          member: candidate.id,
          project: other.id,
          action_type: (['like', 'comment', 'share', 'post'] as const)[n],
          url: `https://www.linkedin.com/feed/update/urn:li:activity:${Date.now()}${n}`,
          network: 'linkedin',
          status,
        },
        overrideAccess: true,
      })
    await (
      await restAs(payload, candidate)
    )('POST', '/beta-test-requests', { project: project.id })
    const fresh = (await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })) as Project
    const side = await feedbackSide(payload, owner, fresh)
    expect(side.betaRequests).toHaveLength(1)
    expect(side.betaRequests[0]).toMatchObject({
      status: 'requested',
      candidate: {
        firstName: 'Capucine',
        sectors: ['SaaS', 'Marketing'].map(sectorLabel),
        memberSince: frenchMonthYear(candidate.activated_at ?? candidate.createdAt),
        contributions: 2,
      },
    })
    expect(JSON.stringify(side)).not.toContain(candidate.email)
    expect(JSON.stringify(side)).not.toContain('Discrète')
    // The candidate, and any other member, see no one's card.
    expect((await feedbackSide(payload, candidate, fresh)).betaRequests).toEqual([])
  })
})

describe('reports', () => {
  it('a member reports with a reason, once; at most 5 an hour', async () => {
    const { project } = await feedbackProjectOf(payload)
    const reporter = await createMember(payload, 'active', 'Vigilante')
    const rest = await restAs(payload, reporter)
    const feedbacks = []
    for (let n = 0; n < 6; n++) feedbacks.push(await feedbackBy(payload, actors.other, project.id))
    expect(messagesOf(await rest('POST', '/feedback-reports', { feedback: feedbacks[0].id, reason: ' ' }))).toEqual([
      FEEDBACK_MESSAGES.flagReason,
    ])
    for (let n = 0; n < 5; n++) {
      const answer = await rest('POST', '/feedback-reports', { feedback: feedbacks[n].id, reason: 'Hors sujet.' })
      expect(answer.status).toBe(201)
    }
    expect(
      messagesOf(await rest('POST', '/feedback-reports', { feedback: feedbacks[0].id, reason: 'Hors sujet.' })),
    ).toEqual([FEEDBACK_MESSAGES.flaggedAlready])
    const sixth = await rest('POST', '/feedback-reports', { feedback: feedbacks[5].id, reason: 'Hors sujet.' })
    expect(sixth.status).toBe(429)
    expect(messagesOf(sixth)).toEqual([FEEDBACK_MESSAGES.tooManyFlags])
    // A member reads only their own reports, and cannot settle them.
    const other = await restAs(payload, actors.other)
    expect((await other('GET', '/feedback-reports')).body.docs).toEqual([])
    const id = ((await rest('GET', '/feedback-reports')).body.docs as { id: number }[])[0].id
    expect((await rest('PATCH', `/feedback-reports/${id}`, { status: 'kept' })).status).toBe(403)
  })

  it('hiding the feedback settles its reports, tells its author why, and is audited', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Auteur')
    const feedback = await feedbackBy(payload, author, project.id)
    await (
      await restAs(payload, actors.other)
    )('POST', '/feedback-reports', { feedback: feedback.id, reason: 'Insultant.' })
    const hidden = await (
      await restAs(payload, actors.admin)
    )('PATCH', `/feedbacks/${feedback.id}`, {
      status: 'hidden',
      hidden_reason: 'Propos insultants envers le porteur.',
    })
    expect(hidden.status).toBe(200)
    const reports = await payload.find({ collection: 'feedback-reports', where: { feedback: { equals: feedback.id } } })
    expect(reports.docs.map((report) => report.status)).toEqual(['hidden'])
    const notice = await payload.find({
      collection: 'notifications',
      where: { and: [{ member: { equals: author.id } }, { kind: { equals: 'feedback_hidden' } }] },
      depth: 0,
    })
    expect(notice.docs.map((row) => row.body)).toEqual(['Propos insultants envers le porteur.'])
    expect((await sentEmails()).some((email) => email.to === author.email && email.text.includes('insultants'))).toBe(
      true,
    )
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: 'feedbacks' } }, { action: { equals: 'feedback_hidden' } }] },
      depth: 0,
    })
    expect(audit.docs.map((entry) => [entry.target_id, entry.actor_user])).toEqual([
      [String(feedback.id), actors.admin.id],
    ])
    // A hidden feedback cannot be reported.
    const late = await (
      await restAs(payload, await createMember(payload, 'active'))
    )('POST', '/feedback-reports', {
      feedback: feedback.id,
      reason: 'Encore là ?',
    })
    expect(late.status).toBe(404)
  })

  it('the cockpit lists reported feedbacks with their reasons; "Conserver" settles them, "Masquer" needs a reason', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active')
    const feedback = await feedbackBy(payload, author, project.id)
    const reporters = await Promise.all([createMember(payload, 'active'), createMember(payload, 'active')])
    for (const [n, reporter] of reporters.entries())
      await (
        await restAs(payload, reporter)
      )('POST', '/feedback-reports', { feedback: feedback.id, reason: `Motif ${n}` })
    const listed = await flaggedFeedbacks(payload, actors.admin)
    const entry = listed.feedbacks.find((row) => row.feedbackId === feedback.id)
    expect(entry).toMatchObject({ text: feedback.text, projectId: project.id, reasons: ['Motif 0', 'Motif 1'] })
    expect(await decideFeedbackFlag(payload, actors.admin, feedback.id, { hide: true, reason: '  ' })).toEqual({
      ok: false,
      message: FEEDBACK_FLAG_MESSAGES.reasonRequired,
    })
    expect(await decideFeedbackFlag(payload, actors.admin, feedback.id, { hide: false })).toEqual({
      ok: true,
      message: FEEDBACK_FLAG_MESSAGES.kept,
    })
    const after = await flaggedFeedbacks(payload, actors.admin)
    expect(after.feedbacks.some((row) => row.feedbackId === feedback.id)).toBe(false)
    // Feedbacks are counted, as the home's queue counts them, not their reports.
    expect(after.total).toBe(listed.total - 1)
    expect((await payload.findByID({ collection: 'feedbacks', id: feedback.id })).status).toBe('visible')
  })
})
