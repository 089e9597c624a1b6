import type { PayloadRequest } from 'payload'

import { asPaymentWriter as withMark, isPaymentWriter as marked } from '@/context/requestContext'

/** A request's context is never filled from an HTTP body, so no REST call can carry this mark. */
export const isPaymentWriter = (req: PayloadRequest) => marked(req.context)

export const asPaymentWriter = <T>(req: PayloadRequest, write: () => Promise<T>): Promise<T> =>
  withMark(req.context, write)
