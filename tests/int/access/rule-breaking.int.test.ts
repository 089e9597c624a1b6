import type { CollectionSlug, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  ACTOR_NAMES,
  createMember,
  createProject,
  csvFile,
  heroImageOf,
  memberOf,
  PROJECT_SUMMARY,
  type ActorName,
  type Actors,
} from '../helpers/actors'
import { as } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * The access matrix for payloads that break a rule: each actor tries a create or an update its
 * access may allow, with content the site's forms refuse. `refused` is a rule's refusal (400,
 * 409, or 403 from a rule hook rather than access) in French; every cell that is not `allowed`
 * writes nothing.
 */

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

type RuleOutcome = 'allowed' | 'forbidden' | 'refused'
type RuleRow = readonly [RuleOutcome, RuleOutcome, RuleOutcome, RuleOutcome, RuleOutcome, RuleOutcome, RuleOutcome]

const ENGLISH = /\b(the following|is invalid|not allowed|forbidden|required|expected|received|unknown error)\b/i

/** How an attempt ended, and the messages a client would read. */
async function attemptOutcome(attempt: () => Promise<unknown>): Promise<{ outcome: string; messages: string[] }> {
  try {
    await attempt()
    return { outcome: 'allowed', messages: [] }
  } catch (error) {
    const { status, message, data, name } = error as Error & {
      status?: number
      data?: { errors?: { message: string }[] } | null
    }
    const messages = [message, ...(data?.errors ?? []).map((field) => field.message)]
    if (name === 'Forbidden') return { outcome: 'forbidden', messages }
    if (status === 400 || status === 409 || status === 403) return { outcome: 'refused', messages }
    return { outcome: `failed: ${name}: ${message}`, messages }
  }
}

type RuleCase = {
  /** The collection whose rows must not change when the attempt is not allowed. */
  collection: CollectionSlug
  /** What the attempt needs (written before the rows are counted). */
  prepare?: (actor: ActorName) => Promise<number>
  attempt: (actor: ActorName, prepared: number) => Promise<unknown>
  expected: RuleRow
}

function runRuleMatrix(cases: Record<string, RuleCase>) {
  const cells = Object.entries(cases).flatMap(([name, ruleCase]) =>
    ACTOR_NAMES.map((actor, index) => ({ name, actor, ruleCase, expected: ruleCase.expected[index] })),
  )
  it.each(cells)('$name, as $actor → $expected', async ({ actor, ruleCase, expected }) => {
    const prepared = (await ruleCase.prepare?.(actor)) ?? 0
    const before = await payload.count({ collection: ruleCase.collection })
    const { outcome, messages } = await attemptOutcome(() => ruleCase.attempt(actor, prepared))
    expect(outcome).toBe(expected)
    if (outcome === 'allowed') return
    expect((await payload.count({ collection: ruleCase.collection })).totalDocs).toBe(before.totalDocs)
    for (const message of messages) expect(message).not.toMatch(ENGLISH)
  })
}

/** A complete feedback submission by `actor` with its own image (the owner's for those who cannot upload). */
async function submission(actor: ActorName, overrides: Record<string, unknown>) {
  const uploader = memberOf(actors, actor) ?? actors.owner
  return {
    title: `Projet de ${actor}`,
    summary: PROJECT_SUMMARY,
    request_type: 'feedback' as const,
    primary_target: 'Solopreneurs',
    project_url: 'https://projet.example.fr',
    hero_image: await heroImageOf(payload, uploader),
    hero_image_alt: 'Capture du projet',
    ethics_accepted: true,
    feedback_request: 'Des retours sur la prise en main.',
    owner: uploader.id,
    ...overrides,
  }
}

const createProjectAs = (actor: ActorName, overrides: Record<string, unknown>) => async () =>
  payload.create({
    collection: 'projects',
    data: (await submission(actor, overrides)) as never,
    depth: 0,
    ...as(actors.user(actor)),
  })

// prettier-ignore
describe('projects: creations breaking the submission form', () => {
  runRuleMatrix({
    'charter not accepted': {
      collection: 'projects',
      attempt: (actor) => createProjectAs(actor, { ethics_accepted: false })(),
      expected: ['forbidden', 'refused', 'forbidden', 'refused', 'refused', 'forbidden', 'allowed'],
    },
    'javascript: link': {
      collection: 'projects',
      attempt: (actor) => createProjectAs(actor, { project_url: 'javascript:alert(1)' })(),
      expected: ['forbidden', 'refused', 'forbidden', 'refused', 'refused', 'forbidden', 'refused'],
    },
    'data: company website': {
      collection: 'projects',
      attempt: (actor) => createProjectAs(actor, { company_links: { website: 'data:text/html,x' } })(),
      expected: ['forbidden', 'refused', 'forbidden', 'refused', 'refused', 'forbidden', 'refused'],
    },
    'visibility without the payment commitment': {
      collection: 'projects',
      attempt: (actor) => createProjectAs(actor, { request_type: 'visibility', payment_commitment: false })(),
      expected: ['forbidden', 'refused', 'forbidden', 'refused', 'refused', 'forbidden', 'allowed'],
    },
    'someone else’s hero image': {
      collection: 'projects',
      attempt: async (actor) =>
        createProjectAs(actor, { hero_image: await heroImageOf(payload, actors.other), owner: undefined })(),
      expected: ['forbidden', 'refused', 'forbidden', 'refused', 'allowed', 'forbidden', 'allowed'],
    },
  })
})

/** Updates `id` of `collection` as `actor` with `data`. */
const updateAs = (collection: CollectionSlug, id: number, data: Record<string, unknown>, actor: ActorName) =>
  payload.update({ collection, id, data: data as never, depth: 0, ...as(actors.user(actor)) })

/** The owner's pending visibility project, fresh for each attempt. */
const ownersPendingProject = async () =>
  (await createProject(payload, actors.owner, { status: 'pending', submitted: true, request_type: 'visibility' })).id

// prettier-ignore
describe('projects: what is fixed once submitted', () => {
  runRuleMatrix({
    'request type changed': {
      collection: 'projects',
      prepare: ownersPendingProject,
      attempt: (actor, id) => updateAs('projects', id, { request_type: 'feedback' }, actor),
      expected: ['forbidden', 'forbidden', 'forbidden', 'refused', 'forbidden', 'forbidden', 'allowed'],
    },
    'charter withdrawn': {
      collection: 'projects',
      prepare: ownersPendingProject,
      attempt: (actor, id) => updateAs('projects', id, { ethics_accepted: false }, actor),
      expected: ['forbidden', 'forbidden', 'forbidden', 'refused', 'forbidden', 'forbidden', 'allowed'],
    },
    'payment commitment withdrawn': {
      collection: 'projects',
      prepare: ownersPendingProject,
      attempt: (actor, id) => updateAs('projects', id, { payment_commitment: false }, actor),
      expected: ['forbidden', 'forbidden', 'forbidden', 'refused', 'forbidden', 'forbidden', 'allowed'],
    },
    'javascript: link in a correction': {
      collection: 'projects',
      prepare: ownersPendingProject,
      attempt: (actor, id) => updateAs('projects', id, { project_url: 'javascript:alert(1)' }, actor),
      expected: ['forbidden', 'forbidden', 'forbidden', 'refused', 'forbidden', 'forbidden', 'refused'],
    },
  })
})

// prettier-ignore
describe('members: the account’s e-mail and password only through /profile', () => {
  /** The actor's own record; for the others, a member's. */
  const target = async (actor: ActorName) => (memberOf(actors, actor) ?? (await createMember(payload, 'active'))).id
  runRuleMatrix({
    'own password without the current one': {
      collection: 'members',
      prepare: target,
      attempt: (actor, id) => updateAs('members', id, { password: 'abc' }, actor),
      expected: ['forbidden', 'refused', 'refused', 'refused', 'refused', 'forbidden', 'allowed'],
    },
    'own e-mail without confirmation': {
      collection: 'members',
      prepare: target,
      attempt: (actor, id) => updateAs('members', id, { email: `autre.${actor}.${Date.now()}@exemple.fr` }, actor),
      expected: ['forbidden', 'refused', 'refused', 'refused', 'refused', 'forbidden', 'allowed'],
    },
  })
})

// prettier-ignore
describe('referrals, reports, declarations and votes: the panels’ rules', () => {
  const published = () => createProject(payload, actors.owner, { status: 'published' })
  runRuleMatrix({
    'an invitation to a member’s address': {
      collection: 'referrals',
      attempt: (actor) =>
        payload.create({ collection: 'referrals', data: { referee_email: actors.waitlist.email } as never, ...as(actors.user(actor)) }),
      expected: ['forbidden', 'forbidden', 'forbidden', 'refused', 'refused', 'forbidden', 'refused'],
    },
    'a report with someone else’s CSV': {
      collection: 'project-reports',
      prepare: async () =>
        (await payload.create({ collection: 'report-files', data: {}, file: csvFile(), depth: 0, ...as(actors.other) })).id,
      attempt: async (actor, fileId) =>
        payload.create({
          collection: 'project-reports',
          data: { project: (await published()).id, report_file: fileId } as never,
          ...as(actors.user(actor)),
        }),
      expected: ['forbidden', 'refused', 'forbidden', 'refused', 'refused', 'forbidden', 'refused'],
    },
    'a report longer than the form allows': {
      collection: 'project-reports',
      attempt: async (actor) =>
        payload.create({
          collection: 'project-reports',
          data: { project: (await published()).id, report_text: 'a'.repeat(100_001) } as never,
          ...as(actors.user(actor)),
        }),
      expected: ['forbidden', 'refused', 'forbidden', 'refused', 'refused', 'forbidden', 'refused'],
    },
    'a declaration with a javascript: link': {
      collection: 'declared-actions',
      attempt: async (actor) =>
        payload.create({
          collection: 'declared-actions',
          data: { project: (await published()).id, action_type: 'like', url: 'javascript:alert(1)' } as never,
          ...as(actors.user(actor)),
        }),
      expected: ['forbidden', 'forbidden', 'forbidden', 'refused', 'refused', 'forbidden', 'refused'],
    },
    'a declaration on one’s own project': {
      collection: 'declared-actions',
      attempt: async (actor) =>
        payload.create({
          collection: 'declared-actions',
          data: { project: (await published()).id, action_type: 'like', url: 'https://www.linkedin.com/posts/1' } as never,
          ...as(actors.user(actor)),
        }),
      expected: ['forbidden', 'forbidden', 'forbidden', 'refused', 'allowed', 'forbidden', 'refused'],
    },
    'a second vote on one project': {
      collection: 'votes',
      prepare: async (actor) => {
        const project = await published()
        const user = actors.user(actor) ?? actors.owner
        await payload.create({ collection: 'votes', data: { project: project.id, member: user.id } as never }).catch(() => undefined)
        return project.id
      },
      attempt: (actor, projectId) =>
        payload.create({ collection: 'votes', data: { project: projectId } as never, ...as(actors.user(actor)) }),
      expected: ['forbidden', 'forbidden', 'forbidden', 'refused', 'refused', 'forbidden', 'refused'],
    },
  })
})
