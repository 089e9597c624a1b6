import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { CONCURRENT_CHANGE } from '@/db/lockedStatus'

import { createMember } from '../helpers/actors'
import { authorizationOf } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'
import { feedbackBy, feedbackProjectOf, messagesOf, restAs } from './helpers'

/**
 * "Utile" and its removal pressed at the same time by the owner, twelve rounds: the ledger once kept +3 on an
 * unmarked feedback (past the cap, which counts standing marks), once 0 on a marked one. Payload read the feedback
 * before its hooks, unlocked, and wrote it all back; every round now must leave the author's sum for the feedback
 * equal to its standing mark times the points, through REST and through the page's server action.
 */

let payload: Payload
/** What `headers()` gives the server action: the owner's session, as the page sends it. */
let actionHeaders = new Headers()

vi.mock('next/headers', () => ({ headers: async () => actionHeaders }))

setUpTestPayload((started) => ({ payload } = started))

const POINTS = 3
const ROUNDS = 12

async function standing(feedbackId: number, authorId: number) {
  const feedback = await payload.findByID({ collection: 'feedbacks', id: feedbackId, depth: 0 })
  const { docs } = await payload.find({
    collection: 'points-ledger',
    where: { and: [{ member: { equals: authorId } }, { source_id: { like: `${feedbackId}:` } }] },
    depth: 0,
    limit: 1000,
    pagination: false,
  })
  const sum = docs
    .filter((row) => String(row.source_id).startsWith(`${feedbackId}:`))
    .reduce((total, row) => total + Number(row.points), 0)
  return { helpful: Boolean(feedback.helpful), sum, rows: docs.length }
}

describe('a mark and its removal raced, twelve rounds', () => {
  it('over REST: each round the ledger’s sum equals the standing mark times the points', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Course')
    const feedback = await feedbackBy(payload, author, project.id)
    const rest = await restAs(payload, owner)
    for (let round = 1; round <= ROUNDS; round++) {
      const answers = await Promise.all([
        rest('PATCH', `/feedbacks/${feedback.id}`, { helpful: true }),
        rest('PATCH', `/feedbacks/${feedback.id}`, { helpful: false }),
      ])
      // The second press waits for the first and applies to what it left: both are answered.
      expect(
        answers.map((answer) => answer.status),
        `round ${round}`,
      ).toEqual([200, 200])
      const now = await standing(feedback.id, author.id)
      expect(now.sum, `round ${round}: ${JSON.stringify(now)}`).toBe(now.helpful ? POINTS : 0)
    }
  })

  it('over REST’s bulk update (a where instead of an id): a press on a stale read is refused, never half-applied', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Lot')
    const feedback = await feedbackBy(payload, author, project.id)
    const rest = await restAs(payload, owner)
    const bulk = `/feedbacks?where[id][equals]=${feedback.id}`
    for (let round = 1; round <= ROUNDS; round++) {
      const answers = await Promise.all([
        rest('PATCH', bulk, { helpful: true }),
        rest('PATCH', bulk, { helpful: false }),
      ])
      for (const answer of answers) {
        const refused = messagesOf(answer)
        // Payload answers a bulk update 200 with the documents it could not change in `errors`.
        expect(
          refused.every((message) => message === CONCURRENT_CHANGE),
          `round ${round}: ${refused}`,
        ).toBe(true)
      }
      const now = await standing(feedback.id, author.id)
      expect(now.sum, `round ${round}: ${JSON.stringify(now)}`).toBe(now.helpful ? POINTS : 0)
    }
  })

  it('through the server action: each round the ledger’s sum equals the standing mark times the points', async () => {
    const { changeFeedbackAction } = await import('@/actions/feedbacks')
    const { owner, project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Action')
    const feedback = await feedbackBy(payload, author, project.id)
    actionHeaders = new Headers({ Authorization: await authorizationOf(payload, owner) })
    for (let round = 1; round <= ROUNDS; round++) {
      const answers = await Promise.all([
        changeFeedbackAction(feedback.id, 'helpful'),
        changeFeedbackAction(feedback.id, 'unhelpful'),
      ])
      expect(answers, `round ${round}`).toEqual([{ ok: true }, { ok: true }])
      const now = await standing(feedback.id, author.id)
      expect(now.sum, `round ${round}: ${JSON.stringify(now)}`).toBe(now.helpful ? POINTS : 0)
    }
    // The presses went through, not only refusals: marks were credited and taken back.
    expect((await standing(feedback.id, author.id)).rows).toBeGreaterThan(0)
  })
})
