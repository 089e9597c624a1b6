import { headersWithCors, type PayloadRequest } from 'payload'

/**
 * A refusal answered in French, in the shape of Payload's own errors (`{ errors: [{ message }] }`),
 * returned rather than thrown: in the production build an error thrown from an endpoint is not
 * recognised as Payload's public error (two copies of its classes) and its message becomes
 * "An unknown error occurred."
 */
export const refusal = (req: PayloadRequest, message: string, status: number, data?: object) =>
  Response.json(
    { errors: [data ? { message, data } : { message }] },
    { status, headers: headersWithCors({ headers: new Headers(), req }) },
  )
