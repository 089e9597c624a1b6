import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq, initTransaction, killTransaction, ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { toggleVote } from '@/community/toggleVote'
import { periodOf } from '@/domain/points/periods'
import { creditPoints } from '@/points/creditPoints'
import { periodPoints } from '@/points/periodPoints'

import { createMember, memberData } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let ownerId: number

const sql = (text: string, values: unknown[] = []) =>
  (payload.db as unknown as PostgresAdapter).pool.query(text, values)

/** An active member; `email` for the tests about addresses. */
const activeMember = (email?: string) => createMember(payload, 'active', 'Membre', email ? { email } : {})

/** Many voters at once: written straight by the adapter, as they need no password to vote. */
async function createMembers(count: number) {
  const created = await Promise.all(
    Array.from({ length: count }, () =>
      payload.db.create({ collection: 'members', data: memberData('active', 'Votant') }),
    ),
  )
  return created.map((member) => Number(member.id))
}

async function createProject(title: string) {
  return payload.create({
    collection: 'projects',
    data: {
      title,
      summary: 'Un résumé de projet suffisamment long pour passer la validation.',
      request_type: 'visibility',
      primary_target: 'Solopreneurs',
      status: 'scheduled',
      owner: ownerId,
    },
    draft: false,
  })
}

/** The stored counter next to the truth it must equal: the rows of `votes`. */
async function votesOf(projectId: number) {
  const { rows } = await sql(
    `select p.votes_count as counter, (select count(*) from votes v where v.project_id = p.id) as rows
     from projects p where p.id = $1`,
    [projectId],
  )
  return { counter: Number(rows[0].counter), rows: Number(rows[0].rows) }
}

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  ownerId = (await activeMember('porteuse@exemple.fr')).id
})

describe('creditPoints', () => {
  it('credits a source exactly once, even when 20 calls race for it', async () => {
    const memberId = (await activeMember()).id
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        creditPoints(payload, {
          memberId,
          points: 3,
          reason: 'comment',
          sourceType: 'declared-action',
          sourceId: 4242,
        }),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(1)

    const { rows } = await sql(
      `select member_id, points, period from points_ledger where source_type = 'declared-action' and source_id = '4242'`,
    )
    expect(rows).toEqual([{ member_id: memberId, points: '3', period: periodOf(new Date()) }])
  })

  it('writes nothing when the transaction of the change that earned the points rolls back', async () => {
    const memberId = (await activeMember()).id
    const credit = {
      memberId,
      points: 10,
      reason: 'referral',
      sourceType: 'referral',
      sourceId: 'rollback-me',
    } as const
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    expect(await creditPoints(payload, credit, req)).toBe(true)
    await killTransaction(req)

    expect(await periodPoints(payload, memberId)).toBe(0)
    // The source was never credited, so crediting it again works.
    expect(await creditPoints(payload, credit)).toBe(true)
    expect(await periodPoints(payload, memberId)).toBe(10)
  })
})

describe('period points', () => {
  it("sum only the member's rows of the current semester", async () => {
    const memberId = (await activeMember()).id
    const otherId = (await activeMember()).id
    const credit = (member: number, points: number, sourceId: string) =>
      creditPoints(payload, { memberId: member, points, reason: 'like', sourceType: 'declared-action', sourceId })
    await credit(memberId, 1, 'period-a')
    await credit(memberId, 10, 'period-b')
    await credit(otherId, 3, 'period-c')
    // A credit of an earlier semester, written directly as a past credit would be.
    await sql(
      `insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
       values ($1, 50, 'post', 'declared-action', 'period-old', '2020-S1', now(), now())`,
      [memberId],
    )

    expect(await periodPoints(payload, memberId)).toBe(11)
    expect(await periodPoints(payload, otherId)).toBe(3)
    expect(await periodPoints(payload, memberId, new Date('2020-03-01T12:00:00Z'))).toBe(50)

    // The member's virtual field is the same sum, read from the ledger.
    const member = await payload.findByID({ collection: 'members', id: memberId })
    expect(member.points_period).toBe(11)
    const { docs } = await payload.find({
      collection: 'members',
      where: { id: { in: [memberId, otherId] } },
      sort: 'id',
    })
    expect(docs.map((doc) => doc.points_period)).toEqual([11, 3])
  })
})

describe('votes', () => {
  it('keep votes_count equal to the vote rows under 200 concurrent votes and un-votes', async () => {
    const project = await createProject('Projet très soutenu')
    const members = await createMembers(200)
    const [leaving, arriving] = [members.slice(0, 100), members.slice(100)]

    const firstVotes = await Promise.all(
      leaving.map((member) => payload.create({ collection: 'votes', data: { member, project: project.id }, depth: 0 })),
    )
    expect(await votesOf(project.id)).toEqual({ counter: 100, rows: 100 })

    // 100 members un-vote while 100 others vote, all at once.
    const outcomes = await Promise.allSettled([
      ...firstVotes.map((vote) => payload.delete({ collection: 'votes', id: vote.id, depth: 0 })),
      ...arriving.map((member) =>
        payload.create({ collection: 'votes', data: { member, project: project.id }, depth: 0 }),
      ),
    ])
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected')
    expect(failures).toEqual([])
    expect(await votesOf(project.id)).toEqual({ counter: 100, rows: 100 })

    const { rows } = await sql('select member_id from votes where project_id = $1 order by member_id', [project.id])
    expect(rows.map((row) => row.member_id)).toEqual([...arriving].sort((a, b) => a - b))
  })

  it('refuse a second vote by the same member on the same project and leave the count alone', async () => {
    const project = await createProject('Projet voté une fois')
    const member = (await activeMember()).id
    await payload.create({ collection: 'votes', data: { member, project: project.id } })

    await expect(payload.create({ collection: 'votes', data: { member, project: project.id } })).rejects.toBeInstanceOf(
      ValidationError,
    )
    expect(await votesOf(project.id)).toEqual({ counter: 1, rows: 1 })

    // The same member may still vote for another project.
    const other = await createProject('Autre projet')
    await payload.create({ collection: 'votes', data: { member, project: other.id } })
    expect(await votesOf(other.id)).toEqual({ counter: 1, rows: 1 })
  })

  it('let an owner vote for their own public project, as themselves through toggleVote', async () => {
    const project = await createProject('Mon propre projet')
    const owner = await payload.findByID({ collection: 'members', id: ownerId, depth: 0 })
    const result = await toggleVote(payload, { ...owner, collection: 'members' }, project.id)
    expect(result).toEqual({ ok: true, voted: true, count: 1 })
    expect(await votesOf(project.id)).toEqual({ counter: 1, rows: 1 })
  })

  it('count one vote when the same member double-clicks twenty times at once', async () => {
    const project = await createProject('Projet cliqué')
    const member = (await activeMember()).id
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        payload.create({ collection: 'votes', data: { member, project: project.id }, depth: 0 }),
      ),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    expect(await votesOf(project.id)).toEqual({ counter: 1, rows: 1 })
  })
})

describe('member e-mails', () => {
  it('are stored trimmed and lowercased, on creation and on update', async () => {
    const member = await activeMember('  Camille.Durand@Exemple.FR ')
    expect(member.email).toBe('camille.durand@exemple.fr')
    const { rows } = await sql('select email from members where id = $1', [member.id])
    expect(rows[0].email).toBe('camille.durand@exemple.fr')

    const updated = await payload.update({
      collection: 'members',
      id: member.id,
      data: { email: ' CAMILLE.D@Exemple.fr' },
    })
    expect(updated.email).toBe('camille.d@exemple.fr')

    // Payload lowercases the address it looks up at login: it finds the stored one.
    const login = await payload.login({
      collection: 'members',
      data: { email: 'Camille.D@EXEMPLE.fr', password: 'motdepasse1' },
    })
    expect(login.user?.id).toBe(member.id)
  })

  it('refuse the same address in another case', async () => {
    await activeMember('ines.lefebvre@exemple.fr')
    await expect(activeMember('Ines.LEFEBVRE@exemple.fr ')).rejects.toBeInstanceOf(ValidationError)
    const { rows } = await sql(`select count(*)::int as n from members where lower(email) = 'ines.lefebvre@exemple.fr'`)
    expect(rows[0].n).toBe(1)
  })
})
