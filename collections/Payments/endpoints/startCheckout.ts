import { addDataAndFileToRequest, headersWithCors, type Endpoint } from 'payload'

import { isMember } from '@/access/utilities'
import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import type { Member } from '@/payload-types'
import { startCardCheckout } from '@/payments/card/startCardCheckout'

import { refusal } from '../../endpoints/refusal'

export const startCheckoutEndpoint: Endpoint = {
  path: '/checkout',
  method: 'post',
  handler: async (req) => {
    if (!isMember(req.user)) return refusal(req, PAYMENT_MESSAGES.signInToPay, 401)
    await addDataAndFileToRequest(req)
    const projectId = Number(req.data?.project)
    if (!Number.isInteger(projectId) || projectId <= 0) return refusal(req, PAYMENT_MESSAGES.notFound, 404)
    const result = await startCardCheckout(req.payload, req.user as Member, projectId)
    if (!result.ok) {
      const status = result.message === PAYMENT_MESSAGES.notFound ? 404 : 400
      return refusal(req, result.message, status)
    }
    return Response.json({ url: result.url }, { headers: headersWithCors({ headers: new Headers(), req }) })
  },
}
