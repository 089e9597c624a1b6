import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { billingDetailsError, PAYMENT_MESSAGES } from '@/domain/payments'
import type { Member } from '@/payload-types'

export type BillingResult = { ok: true; message: string } | { ok: false; message: string }

export async function saveBillingDetails(
  payload: Payload,
  member: Member,
  name: string,
  address: string,
): Promise<BillingResult> {
  const error = billingDetailsError(name, address)
  if (error) return { ok: false, message: error }
  try {
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { billing_name: name.trim(), billing_address: address.trim() },
      depth: 0,
      overrideAccess: false,
      user: asSignedInMember(member),
    })
    return { ok: true, message: PAYMENT_MESSAGES.billingSaved }
  } catch (error) {
    payload.logger.error({ err: error, memberId: member.id }, '[paiement] coordonnées de facturation non enregistrées')
    return { ok: false, message: PAYMENT_MESSAGES.billingFailed }
  }
}
