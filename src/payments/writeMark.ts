import type { PayloadRequest } from 'payload'

/**
 * The mark the payment module puts on its own request while it writes a payment or an invoice.
 * `req.context` is never filled from an HTTP body, so no REST call carries it: the collections'
 * hooks refuse any write without it, server code that skipped this module included.
 */
const PAYMENT_WRITER = 'tryb:payment-writer'

export const isPaymentWriter = (req: PayloadRequest) => req.context[PAYMENT_WRITER] === true

/** Runs `write` with the mark on, and takes it off again whatever happens. */
export async function asPaymentWriter<T>(req: PayloadRequest, write: () => Promise<T>): Promise<T> {
  const before = req.context[PAYMENT_WRITER]
  req.context[PAYMENT_WRITER] = true
  try {
    return await write()
  } finally {
    req.context[PAYMENT_WRITER] = before
  }
}
