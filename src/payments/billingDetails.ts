import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { compactIdentifier, sirenError, vatNumberError } from '@/domain/payments/businessIdentifiers'
import { billingDetailsError, PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member } from '@/payload-types'

export type BillingDetailsResult = { ok: true; message: string } | { ok: false; message: string }

export async function saveBillingDetails(
  payload: Payload,
  member: Member,
  details: { name: string; address: string; siren: string; vatNumber: string },
): Promise<BillingDetailsResult> {
  const error =
    billingDetailsError(details.name, details.address) ??
    sirenError(details.siren) ??
    vatNumberError(details.vatNumber, compactIdentifier(details.siren))
  if (error) return { ok: false, message: error }
  try {
    await payload.update({
      collection: 'members',
      id: member.id,
      // For the next invoices: one already issued keeps the buyer it was issued to.
      data: {
        billing_name: details.name.trim(),
        billing_address: details.address.trim(),
        billing_siren: compactIdentifier(details.siren) || null,
        billing_vat_number: compactIdentifier(details.vatNumber) || null,
      },
      depth: 0,
      overrideAccess: false,
      user: asSignedInMember(member),
    })
    return { ok: true, message: PAYMENT_MESSAGES.billingDetailsSaved }
  } catch (error) {
    const refusal = ruleRefusal(error)
    if (refusal) return { ok: false, message: refusal }
    payload.logger.error({ err: error, memberId: member.id }, '[paiement] coordonnées de facturation non enregistrées')
    return { ok: false, message: PAYMENT_MESSAGES.billingDetailsFailed }
  }
}
