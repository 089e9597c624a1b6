import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { isPaymentWriter } from '@/payments/writeMark'

/** French law keeps issued invoices as they were; a refund issues a credit note. */
export const issuedOnce: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !isPaymentWriter(req)) {
    throw new APIError(PAYMENT_MESSAGES.invoiceRefusedThroughApi, 403, null, true)
  }
  return data
}

export const neverDeleteBillingDocument: CollectionBeforeDeleteHook = () => {
  throw new APIError(PAYMENT_MESSAGES.invoiceRefusedThroughApi, 403, null, true)
}
