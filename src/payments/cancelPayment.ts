import type { PayloadRequest } from 'payload'

import { asPaymentWriter } from './writeMark'

/** An undone approval closes the payment it opened: kept as `cancelled` (audited), never deleted. */
export async function cancelOpenPayment(req: PayloadRequest, projectId: number): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { and: [{ project: { equals: projectId } }, { status: { equals: 'pending' } }] },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  for (const payment of docs) {
    await asPaymentWriter(req, () =>
      req.payload.update({
        collection: 'payments',
        id: payment.id,
        data: { status: 'cancelled' },
        req,
        overrideAccess: true,
        depth: 0,
      }),
    )
  }
}
