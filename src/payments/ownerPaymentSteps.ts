import type { Payload, PayloadRequest } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { inTransaction } from '@/db/inTransaction'
import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { relationId } from '@/domain/relationId'
import { ruleRefusal } from '@/errors/ruleRefusal'
import { lockRowStatus } from '@/db/lockedStatus'
import type { Member } from '@/payload-types'

import type { PaymentResult } from './markTransferReceived'
import { latestPayment, livePayment, openPayment } from './openPayment'
import { asPaymentWriter } from './writeMark'

/**
 * The owner's project, read as the owner (another's is "introuvable" like an unknown one), its row
 * locked so that two presses of one button take turns and the second reads what the first wrote.
 */
async function lockedOwnProject(req: PayloadRequest, member: Member, projectId: number) {
  const project = await req.payload
    .findByID({
      collection: 'projects',
      id: projectId,
      depth: 0,
      req,
      overrideAccess: false,
      user: asSignedInMember(member),
    })
    .catch(() => null)
  if (!project || relationId(project.owner) !== member.id) return null
  const status = await lockRowStatus(req, 'projects', project.id)
  return status === undefined ? null : { ...project, status: status as typeof project.status }
}

async function asOwner(
  payload: Payload,
  member: Member,
  projectId: number,
  failed: string,
  step: (
    req: PayloadRequest,
    project: NonNullable<Awaited<ReturnType<typeof lockedOwnProject>>>,
  ) => Promise<PaymentResult>,
): Promise<PaymentResult> {
  try {
    return await inTransaction({ payload, user: asSignedInMember(member) }, async (req) => {
      const project = await lockedOwnProject(req, member, projectId)
      if (!project) return { ok: false, message: PAYMENT_MESSAGES.notYourPayment }
      return step(req, project)
    })
  } catch (error) {
    const refusal = ruleRefusal(error)
    if (!refusal) payload.logger.error({ err: error, projectId }, '[paiement] étape du porteur non enregistrée')
    return { ok: false, message: refusal ?? failed }
  }
}

/**
 * "J'ai envoyé le virement": the owner's word, dated once, shown to the admins who match the
 * transfer. It changes no status: only the money's arrival, recorded by an admin, pays.
 */
export const declareTransferSent = (payload: Payload, member: Member, projectId: number, now = new Date()) =>
  asOwner(payload, member, projectId, PAYMENT_MESSAGES.declareFailed, async (req) => {
    const payment = await latestPayment(req, projectId)
    if (!payment || payment.status !== 'pending') return { ok: false, message: PAYMENT_MESSAGES.notPending }
    if (payment.transfer_declared_at) return { ok: true, message: PAYMENT_MESSAGES.transferAlreadyDeclared }
    await asPaymentWriter(req, () =>
      req.payload.update({
        collection: 'payments',
        id: payment.id,
        data: { transfer_declared_at: now.toISOString() },
        depth: 0,
        req,
        overrideAccess: true,
      }),
    )
    return { ok: true, message: PAYMENT_MESSAGES.transferDeclared }
  })

/**
 * A validated campaign whose payment was refunded (or never opened) is paid again with a new
 * payment, a new reference and, once paid, a new invoice; the refunded one stays as it was.
 */
export const payAgain = (payload: Payload, member: Member, projectId: number) =>
  asOwner(payload, member, projectId, PAYMENT_MESSAGES.reopenFailed, async (req, project) => {
    if (project.request_type !== 'visibility' || project.status !== 'approved') {
      return { ok: false, message: PAYMENT_MESSAGES.cannotReopen }
    }
    if (await livePayment(req, project.id)) return { ok: false, message: PAYMENT_MESSAGES.cannotReopen }
    await openPayment(req, project)
    return { ok: true, message: PAYMENT_MESSAGES.reopened }
  })
