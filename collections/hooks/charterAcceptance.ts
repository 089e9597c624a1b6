import { APIError, type FieldAccess, type PayloadRequest } from 'payload'

import { isMember } from '@/access/utilities'
import { CHARTER_MESSAGES } from '@/domain/charter'

export async function charterVersionInForce(req: PayloadRequest): Promise<number> {
  const charter = await req.payload.findGlobal({ slug: 'charter', depth: 0, req, select: { version: true } })
  return charter.version ?? 1
}

export async function charterAcceptance(req: PayloadRequest) {
  return { charter_version: await charterVersionInForce(req), charter_accepted_at: new Date().toISOString() }
}

/** A member accepts for themselves only: no one else, admins included, may write their acceptance. */
export const onlyTheMemberAccepts: FieldAccess = ({ req, id, doc }) =>
  isMember(req.user) && req.user.id === (doc?.id ?? id)

export const notCurrentCharter = () => new APIError(CHARTER_MESSAGES.notCurrent, 400, null, true)
