import type { Payload } from 'payload'

import { REACTIVATION_MESSAGES } from '@/domain/reactivation'
import { UNDO_MESSAGES } from '@/domain/undo'
import { ruleRefusal } from '@/errors/ruleRefusal'

import { refused, type ModerationOutcome, type SignedInAdmin } from './decisions'

export const OPEN_REQUESTS_SHOWN = 20

export type OpenReactivationRequest = {
  id: number
  memberId: number
  name: string
  message: string | null
  createdAt: string
}

export async function openReactivationRequests(
  payload: Payload,
  admin: SignedInAdmin,
): Promise<{ requests: OpenReactivationRequest[]; total: number }> {
  const { docs, totalDocs } = await payload.find({
    collection: 'reactivation-requests',
    where: { status: { equals: 'open' } },
    sort: ['createdAt', 'id'],
    limit: OPEN_REQUESTS_SHOWN,
    depth: 1,
    populate: { members: { first_name: true, last_name: true } },
    user: admin,
    overrideAccess: false,
  })
  return {
    total: totalDocs,
    requests: docs.map((request) => {
      const member = request.member
      return typeof member === 'object'
        ? {
            id: request.id,
            memberId: member.id,
            name: `${member.first_name} ${member.last_name}`.trim(),
            message: request.message ?? null,
            createdAt: request.createdAt,
          }
        : {
            id: request.id,
            memberId: member,
            name: `Membre #${member}`,
            message: request.message ?? null,
            createdAt: request.createdAt,
          }
    }),
  }
}

/** Through the collection, whose hook reactivates the member, judges the undo window and audits. */
export async function decideReactivationRequest(
  payload: Payload,
  admin: SignedInAdmin,
  id: number,
  decision: 'reactivated' | 'dismissed' | 'open',
): Promise<ModerationOutcome> {
  try {
    await payload.update({
      collection: 'reactivation-requests',
      id,
      data: { status: decision },
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    return { ok: true, message: decision === 'open' ? UNDO_MESSAGES.undone : REACTIVATION_MESSAGES[decision] }
  } catch (error) {
    const refusal = ruleRefusal(error)
    if (refusal) return refused(refusal)
    if ((error as { status?: unknown }).status === 404) return refused(REACTIVATION_MESSAGES.decided)
    throw error
  }
}
