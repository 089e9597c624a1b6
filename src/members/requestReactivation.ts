import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { GENERIC_FAILURE } from '@/domain/messages'
import { REACTIVATION_MESSAGE_MAX, REACTIVATION_MESSAGES } from '@/domain/members/reactivation'
import { ruleRefusal } from '@/errors/ruleRefusal'

export type ReactivationAnswer = { ok: boolean; message: string } | null

/** Through the collection as an anonymous ticket holder, so the login page obeys the same rules as REST. */
export async function requestReactivation(
  payload: Payload,
  ticket: string | undefined,
  message: string,
): Promise<ReactivationAnswer> {
  if (!ticket) return { ok: false, message: REACTIVATION_MESSAGES.expired }
  if (message.length > REACTIVATION_MESSAGE_MAX) {
    return { ok: false, message: `Ton message dépasse ${REACTIVATION_MESSAGE_MAX} caractères.` }
  }
  try {
    await payload.create({
      collection: 'reactivation-requests',
      // The member comes from the ticket (the collection's hook), never from the form.
      data: { ticket, message } as RequiredDataFromCollectionSlug<'reactivation-requests'>,
      overrideAccess: false,
      depth: 0,
    })
    return { ok: true, message: REACTIVATION_MESSAGES.sent }
  } catch (error) {
    const refusal = ruleRefusal(error, [403, 409, 429])
    if (refusal) return { ok: false, message: refusal }
    // Payload's own refusal of the access rule: the ticket expired or was never valid.
    if ((error as { status?: unknown }).status === 403) return { ok: false, message: REACTIVATION_MESSAGES.expired }
    payload.logger.error({ err: error }, '[reactivation] demande impossible')
    return { ok: false, message: GENERIC_FAILURE }
  }
}
