import type { Payload } from 'payload'

import { relationId } from '@/domain/relationId'
import { DECLARED_ACTION_CHANGE_MESSAGES } from '@/domain/declaredActions/declaredActionChanges'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member } from '@/payload-types'
import {
  declaredActionCorrectionSchema,
  DECLARED_ACTION_CORRECTION_MESSAGES,
} from '@/validation/declaredActionCorrection'

export type DeclaredActionChangeResult = { ok: boolean; message: string }

type SignedInMember = Member & { collection: 'members' }

/**
 * The collection's own French message, or, when its access found no
 * pending declaration, whether it was verified meanwhile or is not theirs.
 */
async function refusalOf(payload: Payload, member: SignedInMember, id: number, error: unknown) {
  const refusal = ruleRefusal(error)
  if (refusal) return refusal
  const own = await payload.findByID({
    collection: 'declared-actions',
    id,
    depth: 0,
    select: { status: true },
    disableErrors: true,
    overrideAccess: false,
    user: member,
  })
  if (own && own.status !== 'pending') return DECLARED_ACTION_CHANGE_MESSAGES.settled
  if (!own) return DECLARED_ACTION_CHANGE_MESSAGES.notFound
  payload.logger.error({ err: error, id }, '[declared-actions] change failed')
  return DECLARED_ACTION_CHANGE_MESSAGES.failed
}

const validId = (id: number) => Number.isInteger(id) && id > 0

/** Written as the member so the collection's rules decide (their own, still pending, one per type, a web link). */
export async function correctDeclaredAction(
  payload: Payload,
  member: SignedInMember | null,
  id: number,
  input: unknown,
): Promise<DeclaredActionChangeResult> {
  if (!member || !validId(id)) return { ok: false, message: DECLARED_ACTION_CHANGE_MESSAGES.notFound }
  const parsed = declaredActionCorrectionSchema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? DECLARED_ACTION_CORRECTION_MESSAGES.urlRequired }
  }
  try {
    await payload.update({
      collection: 'declared-actions',
      id,
      data: { ...parsed.data, network: parsed.data.network || null },
      depth: 0,
      overrideAccess: false,
      user: member,
    })
    return { ok: true, message: DECLARED_ACTION_CHANGE_MESSAGES.corrected }
  } catch (error) {
    return { ok: false, message: await refusalOf(payload, member, id, error) }
  }
}

/** The refused row stays as the record of the refusal; the correction is declared again, as the member, for review. */
export async function resubmitRefusedDeclaredAction(
  payload: Payload,
  member: SignedInMember | null,
  id: number,
  input: unknown,
): Promise<DeclaredActionChangeResult> {
  if (!member || !validId(id)) return { ok: false, message: DECLARED_ACTION_CHANGE_MESSAGES.notFound }
  const parsed = declaredActionCorrectionSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? DECLARED_ACTION_CORRECTION_MESSAGES.urlRequired,
    }
  }
  const refused = await payload.findByID({
    collection: 'declared-actions',
    id,
    depth: 0,
    select: { project: true, status: true },
    disableErrors: true,
    overrideAccess: false,
    user: member,
  })
  if (!refused) return { ok: false, message: DECLARED_ACTION_CHANGE_MESSAGES.notFound }
  if (refused.status !== 'rejected') return { ok: false, message: DECLARED_ACTION_CHANGE_MESSAGES.notRefused }
  try {
    await payload.create({
      collection: 'declared-actions',
      data: {
        member: member.id,
        project: relationId(refused.project),
        ...parsed.data,
        network: parsed.data.network || null,
        status: 'pending',
      },
      depth: 0,
      overrideAccess: false,
      user: member,
    })
    return { ok: true, message: DECLARED_ACTION_CHANGE_MESSAGES.resubmitted }
  } catch (error) {
    const refusal = ruleRefusal(error, [400, 403, 409])
    if (refusal) return { ok: false, message: refusal }
    payload.logger.error({ err: error, id }, '[declared-actions] resubmission failed')
    return { ok: false, message: DECLARED_ACTION_CHANGE_MESSAGES.failed }
  }
}

export async function withdrawDeclaredAction(
  payload: Payload,
  member: SignedInMember | null,
  id: number,
): Promise<DeclaredActionChangeResult> {
  if (!member || !validId(id)) return { ok: false, message: DECLARED_ACTION_CHANGE_MESSAGES.notFound }
  try {
    await payload.delete({ collection: 'declared-actions', id, depth: 0, overrideAccess: false, user: member })
    return { ok: true, message: DECLARED_ACTION_CHANGE_MESSAGES.withdrawn }
  } catch (error) {
    return { ok: false, message: await refusalOf(payload, member, id, error) }
  }
}
