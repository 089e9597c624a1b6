import type { PayloadRequest } from 'payload'

import { asPaymentWriter as withMark, isPaymentWriter as marked } from '@/context/requestContext'

/**
 * The mark the payment module puts on its own request while it writes a payment or an invoice.
 * A request's context is never filled from an HTTP body, so no REST call carries it: the
 * collections' hooks refuse any write without it, server code that skipped this module included.
 */
export const isPaymentWriter = (req: PayloadRequest) => marked(req.context)

/** Runs `write` with the mark on, and takes it off again whatever happens. */
export const asPaymentWriter = <T>(req: PayloadRequest, write: () => Promise<T>): Promise<T> =>
  withMark(req.context, write)
