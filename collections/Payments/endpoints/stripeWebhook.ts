import { headersWithCors, type Endpoint } from 'payload'

import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { handleStripeWebhook } from '@/payments/card/stripeWebhook'

import { refusal } from '../../endpoints/refusal'

/** The raw body is read as sent, since the signature covers its exact bytes. */
export const stripeWebhookEndpoint: Endpoint = {
  path: '/stripe-webhook',
  method: 'post',
  handler: async (req) => {
    const body = req.text ? await req.text() : ''
    try {
      const answer = await handleStripeWebhook(req.payload, body, req.headers.get('stripe-signature'))
      if (answer.status !== 200) return refusal(req, answer.message, answer.status)
      return Response.json(
        { received: true, message: answer.message },
        { headers: headersWithCors({ headers: new Headers(), req }) },
      )
    } catch (error) {
      // Stripe retries a 500 later; the event id was not kept, so the retry applies it.
      req.payload.logger.error({ err: error }, '[paiement] webhook non enregistré')
      return refusal(req, PAYMENT_MESSAGES.cardEventFailed, 500)
    }
  },
}
