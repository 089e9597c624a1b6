'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { markTransfersReceived, type BulkTransferResult } from '@/payments/markTransfersReceived'
import { rowIds, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

/** "Virements attendus": several transfers received on one day (admins only; the module checks again). */
export const markTransfersReceivedAction = defineAction(
  tuple([rowIds, text(40)]),
  async (paymentIds, day): Promise<BulkTransferResult> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return { ok: false, message: context.refusal }
    return markTransfersReceived(context.payload, context.admin, paymentIds, day)
  },
)
