import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { toggleVote } from '@/community/toggleVote'

import { createMember, createProject, type SignedInMember } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/** `votes_count` equals the vote rows after any interleaving of votes and un-votes. */

let payload: Payload
let owner: SignedInMember

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  owner = await createMember(payload, 'active', 'Olivia')
})

async function countAndRows(projectId: number) {
  const project = await payload.findByID({ collection: 'projects', id: projectId, depth: 0 })
  const rows = await payload.count({ collection: 'votes', where: { project: { equals: projectId } } })
  return { count: project.votes_count, rows: rows.totalDocs }
}

describe('votes_count under concurrency', () => {
  it('five concurrent DELETEs of one vote remove it once and leave the count at the rows', async () => {
    const project = await createProject(payload, owner, { status: 'published' })
    const voters = await Promise.all([1, 2, 3].map((n) => createMember(payload, 'active', `Votant${n}`)))
    for (const voter of voters) await toggleVote(payload, voter, project.id)
    const [first] = voters
    const { docs } = await payload.find({ collection: 'votes', where: { member: { equals: first.id } }, depth: 0 })
    const authorization = await authorizationOf(payload, first)

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => restRequest(payload, 'DELETE', `/votes/${docs[0].id}`, authorization)),
    )
    // One removes it. The others waited for it and find it gone (404), or came after and, as for
    // any row the member cannot see, are refused (403): French either way.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    const messages = new Set(
      answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.errors?.[0]?.message),
    )
    for (const message of messages) {
      expect([
        'Ce document n’existe plus : il vient d’être supprimé.',
        'Vous n’êtes pas autorisé à effectuer cette action.',
      ]).toContain(message)
    }
    expect(await countAndRows(project.id)).toEqual({ count: 2, rows: 2 })
  })

  it('concurrent toggles by several members (double clicks included) end with the count equal to the rows', async () => {
    const project = await createProject(payload, owner, { status: 'published' })
    const voters = await Promise.all([1, 2, 3, 4].map((n) => createMember(payload, 'active', `Cliqueur${n}`)))
    // Each member clicks 5 times, twice at once each time: 40 toggles racing each other.
    const clicks = voters.flatMap((voter) => Array.from({ length: 10 }, () => voter))
    await Promise.all(clicks.map((voter) => toggleVote(payload, voter, project.id)))
    const { count, rows } = await countAndRows(project.id)
    expect(count).toBe(rows)
    expect(rows).toBeLessThanOrEqual(voters.length)
  })
})
