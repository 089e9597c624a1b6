import type { Payload } from 'payload'

import { inTransaction } from '@/db/inTransaction'
import { openPayment } from '@/payments/openPayment'
import { recordPayment } from '@/payments/recordPayment'

/**
 * Pays a visibility project's campaign as a received transfer, by the payment module (its payment
 * opened first if the project was written approved by the server): the invoice is issued.
 */
export async function payForProject(payload: Payload, projectId: number) {
  await inTransaction({ payload }, async (req) => {
    const project = await req.payload.findByID({ collection: 'projects', id: projectId, depth: 0, req })
    const payment = await openPayment(req, project)
    if (payment.status === 'paid') return
    const result = await recordPayment(req, payment.id, { method: 'transfer', paidAt: new Date() })
    if (!result.ok) throw new Error(result.message)
  })
}
