import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { resubmitRefusedDeclaredAction } from '@/community/declaredActionChanges'
import { findMemberDeclaredActions } from '@/community/findMemberDeclaredActions'
import { DECLARED_ACTION_CHANGE_MESSAGES } from '@/domain/declaredActions/declaredActionChanges'
import { DUPLICATE_DECLARED_ACTION } from '@/domain/messages'
import { DEFAULT_FILTERS } from '@/domain/declaredActions/memberDeclaredActions'

import { createMember, createProject, createStaff, type SignedInMember, type SignedInUser } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * A refused declaration can be corrected: the action is declared again and goes back for review,
 * the refusal and its reason stay (for the member and in the audit log). The duplicate rule counts
 * only pending and validated declarations, at every door, and points are credited once.
 */

let payload: Payload
let admin: SignedInUser
let owner: SignedInMember

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  admin = await createStaff(payload, 'admin')
  owner = await createMember(payload, 'active', 'Olivia')
})

const link = (label: string) => `https://www.linkedin.com/feed/update/${label}`

async function declareThroughRest(member: SignedInMember, project: number, url: string, actionType = 'share') {
  return restRequest(payload, 'POST', '/declared-actions', await authorizationOf(payload, member), {
    project,
    action_type: actionType,
    url,
  })
}

async function decide(id: number, status: 'rejected' | 'validated_manual', validation_notes?: string) {
  return payload.update({
    collection: 'declared-actions',
    id,
    data: { status, ...(validation_notes ? { validation_notes } : {}) },
    user: admin,
    overrideAccess: false,
  })
}

const rowsOf = async (member: SignedInMember, project: number) =>
  (
    await payload.find({
      collection: 'declared-actions',
      where: { and: [{ member: { equals: member.id } }, { project: { equals: project } }] },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

async function creditsOf(member: SignedInMember, ids: number[]) {
  const { docs } = await payload.find({
    collection: 'points-ledger',
    where: {
      and: [
        { member: { equals: member.id } },
        { source_type: { equals: 'declared-action' } },
        { source_id: { in: ids.map(String) } },
      ],
    },
    depth: 0,
  })
  return docs
}

describe('through REST', () => {
  it('a refused action is declared again and reviewed; the refusal stays, in the audit log too', async () => {
    const member = await createMember(payload, 'active')
    const project = await createProject(payload, owner)
    const first = await declareThroughRest(member, project.id, link('a'))
    expect(first.status).toBe(201)
    const refusedId = (first.body.doc as { id: number }).id

    // Pending: the same type again is a duplicate.
    const twice = await declareThroughRest(member, project.id, link('b'))
    expect([twice.status, twice.body.errors?.[0]?.message]).toEqual([409, DUPLICATE_DECLARED_ACTION])

    await decide(refusedId, 'rejected', 'Le lien ne montre pas de partage.')
    // The refused row is the team's record: the member cannot change it back.
    const reopen = await restRequest(
      payload,
      'PATCH',
      `/declared-actions/${refusedId}`,
      await authorizationOf(payload, member),
      { url: link('c') },
    )
    expect(reopen.status).toBeGreaterThanOrEqual(400)

    const again = await declareThroughRest(member, project.id, link('d'))
    expect(again.status).toBe(201)
    expect(again.body.doc).toMatchObject({ status: 'pending', url: link('d') })

    expect((await rowsOf(member, project.id)).map((row) => [row.status, row.validation_notes ?? null])).toEqual([
      ['rejected', 'Le lien ne montre pas de partage.'],
      ['pending', null],
    ])
    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ target_collection: { equals: 'declared-actions' } }, { target_id: { equals: String(refusedId) } }],
      },
      depth: 0,
    })
    expect(audit.docs.map((entry) => [entry.action, entry.notes])).toEqual([
      ['declared-action.rejected', 'Le lien ne montre pas de partage.'],
    ])

    // Once pending again, and once validated, the same type is a duplicate again.
    expect((await declareThroughRest(member, project.id, link('e'))).status).toBe(409)
    await decide((again.body.doc as { id: number }).id, 'validated_manual')
    expect((await declareThroughRest(member, project.id, link('f'))).status).toBe(409)
  })

  it('points are credited once: the refused row never, the corrected one once, however it is pushed', async () => {
    const member = await createMember(payload, 'active')
    const project = await createProject(payload, owner)
    const refused = (await declareThroughRest(member, project.id, link('g'))).body.doc as { id: number }
    await decide(refused.id, 'rejected', 'Lien privé.')

    // Two corrections sent at once: one is pending, the other a duplicate.
    const answers = await Promise.all([
      declareThroughRest(member, project.id, link('h')),
      declareThroughRest(member, project.id, link('i')),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const corrected = answers.find((answer) => answer.status === 201)!.body.doc as { id: number }

    await decide(corrected.id, 'validated_manual')
    await expect(decide(corrected.id, 'validated_manual')).resolves.toBeTruthy()
    await expect(decide(refused.id, 'validated_manual')).rejects.toThrow('Cette action a déjà été traitée.')
    const credits = await creditsOf(member, [refused.id, corrected.id])
    expect(credits.map((credit) => [credit.source_id, credit.points])).toEqual([[String(corrected.id), 3]])
  })
})

describe('"Corriger" on a refused declaration', () => {
  it('sends it again for review from the member’s pages, and only theirs, only refused ones', async () => {
    const member = await createMember(payload, 'active')
    const neighbour = await createMember(payload, 'active')
    const project = await createProject(payload, owner)
    const declared = (await declareThroughRest(member, project.id, link('j'), 'comment')).body.doc as { id: number }
    const values = { action_type: 'comment', url: 'linkedin.com/feed/update/k', network: 'linkedin' }

    expect(await resubmitRefusedDeclaredAction(payload, member, declared.id, values)).toEqual({
      ok: false,
      message: DECLARED_ACTION_CHANGE_MESSAGES.notRefused,
    })
    await decide(declared.id, 'rejected', 'Commentaire introuvable.')
    expect(await resubmitRefusedDeclaredAction(payload, neighbour, declared.id, values)).toEqual({
      ok: false,
      message: DECLARED_ACTION_CHANGE_MESSAGES.notFound,
    })
    expect(await resubmitRefusedDeclaredAction(payload, member, declared.id, { ...values, url: '' })).toMatchObject({
      ok: false,
    })

    const before = await findMemberDeclaredActions(payload, member, DEFAULT_FILTERS, { pageSize: 20 })
    expect(before.rows.find((row) => row.id === declared.id)?.correction).toEqual({
      url: link('j'),
      network: null,
    })

    expect(await resubmitRefusedDeclaredAction(payload, member, declared.id, values)).toEqual({
      ok: true,
      message: DECLARED_ACTION_CHANGE_MESSAGES.resubmitted,
    })
    const rows = await rowsOf(member, project.id)
    expect(rows.map((row) => [row.status, row.url, row.network ?? null])).toEqual([
      ['rejected', link('j'), null],
      ['pending', 'https://linkedin.com/feed/update/k', 'linkedin'],
    ])
    // Done once: nothing left to correct, and a second try is a duplicate.
    const after = await findMemberDeclaredActions(payload, member, DEFAULT_FILTERS, { pageSize: 20 })
    const refusedRow = after.rows.find((row) => row.id === declared.id)
    expect(refusedRow).toMatchObject({ status: 'rejected', notes: 'Commentaire introuvable.', correction: null })
    expect(await resubmitRefusedDeclaredAction(payload, member, declared.id, values)).toEqual({
      ok: false,
      message: DUPLICATE_DECLARED_ACTION,
    })
  })
})
