'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { adminFromRequest } from '@/moderation/adminFromRequest'
import { adminPayment, type AdminPayment } from '@/payments/adminPayment'
import { saveBillingDetails, type BillingDetailsResult } from '@/payments/billingDetails'
import { startCardCheckout, type CheckoutResult } from '@/payments/card/startCardCheckout'
import { markTransferReceived, type PaymentResult } from '@/payments/markTransferReceived'
import { declareTransferSent, payAgain } from '@/payments/ownerPaymentSteps'
import { refundPayment } from '@/payments/refundPayment'
import { markRefundTransferSent } from '@/payments/refundTransferSent'
import { rowId, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

/** "Virement reçu le …" from the project's sheet: admins only (the module checks again). */
export const markTransferReceivedAction = defineAction(
  tuple([rowId, text(40)]),
  async (projectId, day): Promise<PaymentResult> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return { ok: false, message: context.refusal }
    return markTransferReceived(context.payload, context.admin, projectId, day)
  },
)

/** "Rembourser": the admin's refund with its reason; the credit note is issued (the module checks again). */
export const refundPaymentAction = defineAction(
  tuple([rowId, text(500)]),
  async (projectId, reason): Promise<PaymentResult> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return { ok: false, message: context.refusal }
    return refundPayment(context.payload, context.admin, projectId, reason)
  },
)

/** "Remboursé par virement le …": admins only (the module checks again). */
export const markRefundTransferSentAction = defineAction(
  tuple([rowId, text(40)]),
  async (projectId, day): Promise<PaymentResult> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return { ok: false, message: context.refusal }
    return markRefundTransferSent(context.payload, context.admin, projectId, day)
  },
)

export const startCardCheckoutAction = defineAction(tuple([rowId]), async (projectId): Promise<CheckoutResult> => {
  const member = await currentMember()
  if (!member) return { ok: false, message: PAYMENT_MESSAGES.signInToPay }
  return startCardCheckout(await getPayload({ config }), member, projectId)
})

export const saveBillingDetailsAction = defineAction(
  tuple([text(200), text(500), text(40), text(40)]),
  async (name, address, siren, vatNumber): Promise<BillingDetailsResult> => {
    const member = await currentMember()
    if (!member) return { ok: false, message: PAYMENT_MESSAGES.billingDetailsFailed }
    return saveBillingDetails(await getPayload({ config }), member, { name, address, siren, vatNumber })
  },
)

export const projectPaymentAction = defineAction(
  tuple([rowId]),
  async (projectId): Promise<{ ok: true; payment: AdminPayment | null } | { ok: false; message: string }> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return { ok: false, message: context.refusal }
    return { ok: true, payment: await adminPayment(context.payload, context.admin, projectId) }
  },
)

/** "J'ai envoyé le virement": the owner's declaration, shown to the admins (the module checks whose project). */
export const declareTransferSentAction = defineAction(tuple([rowId]), async (projectId): Promise<PaymentResult> => {
  const member = await currentMember()
  if (!member) return { ok: false, message: PAYMENT_MESSAGES.signInToPay }
  return declareTransferSent(await getPayload({ config }), member, projectId)
})

/** "Payer à nouveau" after a refund, for a campaign still to run. */
export const payAgainAction = defineAction(tuple([rowId]), async (projectId): Promise<PaymentResult> => {
  const member = await currentMember()
  if (!member) return { ok: false, message: PAYMENT_MESSAGES.signInToPay }
  return payAgain(await getPayload({ config }), member, projectId)
})
