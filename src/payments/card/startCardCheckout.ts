import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { inTransaction } from '@/db/inTransaction'
import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import type { Member } from '@/payload-types'
import { mayInvoiceAs } from '@/domain/payments/seller'
import { siteUrl } from '@/siteUrl'

import { campaignDescription } from '@/domain/payments/invoiceContent'
import { readSeller } from '../seller'
import { asPaymentWriter } from '../writeMark'
import { cardConfig, createCheckoutSession } from './cardGateway'
import { rememberOpenedSession } from './openedSessions'

export type CheckoutResult = { ok: true; url: string } | { ok: false; message: string }

/**
 * Read as the member, so another's project is "introuvable" like
 * an unknown one; only the webhook records the payment as paid.
 */
export async function startCardCheckout(payload: Payload, member: Member, projectId: number): Promise<CheckoutResult> {
  const config = cardConfig()
  if (!config) return { ok: false, message: PAYMENT_MESSAGES.cardUnavailable }
  const user = asSignedInMember(member)
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ project: { equals: projectId } }, { member: { equals: member.id } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const payment = docs[0]
  if (!payment) return { ok: false, message: PAYMENT_MESSAGES.notFound }
  if (payment.status === 'cancelled') return { ok: false, message: PAYMENT_MESSAGES.paymentNoLongerOpen }
  if (payment.status !== 'pending') return { ok: false, message: PAYMENT_MESSAGES.notPending }
  // No card taken for a payment that could not be invoiced (a deployment still on the demo's seller).
  if (!mayInvoiceAs(await readSeller(payload), siteUrl()))
    return { ok: false, message: PAYMENT_MESSAGES.invoicingNotReady }
  if (!member.billing_name?.trim() || !member.billing_address?.trim()) {
    return { ok: false, message: PAYMENT_MESSAGES.billingDetailsRequired }
  }
  const project = await payload.findByID({
    collection: 'projects',
    id: projectId,
    depth: 0,
    overrideAccess: false,
    user,
    select: { title: true, slug: true, exposure_week_start: true },
  })
  const page = `${siteUrl()}/p/${project.slug}`
  try {
    const session = await createCheckoutSession(config, {
      paymentId: payment.id,
      projectId,
      amountCents: payment.amount_cents,
      description: campaignDescription(project, payment.createdAt),
      email: member.email,
      successUrl: `${page}?paiement=merci`,
      cancelUrl: page,
    })
    await inTransaction({ payload }, async (req) => {
      await rememberOpenedSession(req, session.id, {
        paymentId: payment.id,
        amountCents: payment.amount_cents,
        currency: 'eur',
      })
      await asPaymentWriter(req, () =>
        req.payload.update({
          collection: 'payments',
          id: payment.id,
          data: { provider_session_id: session.id },
          depth: 0,
          req,
          overrideAccess: true,
        }),
      )
    })
    return { ok: true, url: session.url }
  } catch (error) {
    payload.logger.error({ err: error, paymentId: payment.id }, '[paiement] session de paiement par carte non créée')
    return { ok: false, message: PAYMENT_MESSAGES.checkoutFailed }
  }
}
