import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { isPaymentWriter } from '@/payments/writeMark'

/** Payments are written by the payment module only (the admin's act, the card webhook). */
export const onlyThroughPaymentModule: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!isPaymentWriter(req)) throw new APIError(PAYMENT_MESSAGES.refusedThroughApi, 403, null, true)
  return data
}

/** A payment is history: never deleted, by anyone. */
export const neverDeletePayment: CollectionBeforeDeleteHook = () => {
  throw new APIError(PAYMENT_MESSAGES.refusedThroughApi, 403, null, true)
}
