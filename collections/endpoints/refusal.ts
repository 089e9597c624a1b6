import { headersWithCors, type PayloadRequest } from 'payload'

/**
 * Returned, not thrown: in the production build a thrown error is not recognised as Payload's and reads "An unknown
 * error occurred."
 */
export const refusal = (req: PayloadRequest, message: string, status: number, data?: object) =>
  Response.json(
    { errors: [data ? { message, data } : { message }] },
    { status, headers: headersWithCors({ headers: new Headers(), req }) },
  )
