import type { Payload } from 'payload'
import { beforeAll, describe } from 'vitest'

import { signReactivationTicket } from '@/domain/members/reactivationTicket'
import type { ReactivationRequest } from '@/payload-types'

import { createMember, type ActorName, type Actors } from '../helpers/actors'
import { as, readRow, runMatrix, type MatrixRow } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Reactivation requests: read by their inactive member and the admins; opened only with a ticket
 * (never by a session alone, staff included); decided by admins; never deleted. The `inactive`
 * column is the member the target row belongs to.
 */

let payload: Payload
let actors: Actors
let request: ReactivationRequest

/** A request of a fresh inactive member, opened with their ticket as an anonymous caller. */
const openRequest = async (memberId?: number) => {
  const member = memberId ?? (await createMember(payload, 'inactive', 'Irène')).id
  return payload.create({
    collection: 'reactivation-requests',
    data: { ticket: signReactivationTicket(member, payload.secret), member, status: 'open' },
    overrideAccess: false,
    depth: 0,
  })
}

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  request = await openRequest(actors.inactive.id)
})

// prettier-ignore
const matrix = {
  //                 visitor      waitlist     inactive     owner        other        marketing    admin
  read:            ['forbidden', 'hidden',    'allowed',   'hidden',    'hidden',    'forbidden', 'allowed'],
  createNoTicket:  ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
  createTicket:    ['allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed'],
  update:          ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  delete:          ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
} as const satisfies Record<string, MatrixRow>

describe('reactivation-requests', () => {
  const attempts = {
    read: (actor: ActorName) => readRow(payload, 'reactivation-requests', request.id, actors.user(actor)),
    createNoTicket: async (actor: ActorName) => {
      const member = await createMember(payload, 'inactive', 'Igor')
      return payload.create({
        collection: 'reactivation-requests',
        data: { member: member.id, status: 'open' },
        ...as(actors.user(actor)),
      })
    },
    // The ticket is the authority, whoever carries it: the request is always its member's.
    createTicket: async (actor: ActorName) => {
      const member = await createMember(payload, 'inactive', 'Ines')
      return payload.create({
        collection: 'reactivation-requests',
        data: { ticket: signReactivationTicket(member.id, payload.secret), member: member.id, status: 'open' },
        ...as(actors.user(actor)),
      })
    },
    // Each cell dismisses a fresh request (a decided one cannot be decided again).
    update: async (actor: ActorName) => {
      const target = await openRequest()
      return payload.update({
        collection: 'reactivation-requests',
        id: target.id,
        data: { status: 'dismissed' },
        ...as(actors.user(actor)),
      })
    },
    delete: (actor: ActorName) =>
      payload.delete({ collection: 'reactivation-requests', id: request.id, ...as(actors.user(actor)) }),
  }

  runMatrix(attempts, matrix)
})
