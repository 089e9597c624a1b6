'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { reactivationTicket } from '@/auth/reactivationCookie'
import { requestReactivation, type ReactivationAnswer } from '@/members/requestReactivation'
import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type AdminOutcome } from '@/errors/outcome'
import { decideReactivationRequest } from '@/moderation/reactivationRequests'
import { formData, oneOf, previousState, rowId, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const requestReactivationAction = defineAction(
  tuple([previousState, formData]),
  async (_previous, form): Promise<ReactivationAnswer> => {
    const payload = await getPayload({ config })
    const message = String(form.get('message') ?? '').trim()
    return requestReactivation(payload, await reactivationTicket(), message)
  },
)

export const decideReactivationRequestAction = defineAction(
  tuple([rowId, oneOf(['reactivated', 'dismissed', 'open'])]),
  async (id, decision): Promise<AdminOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return decideReactivationRequest(context.payload, context.admin, id, decision)
  },
)
