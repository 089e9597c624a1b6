'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type AdminOutcome } from '@/errors/outcome'
import { remindMember } from '@/moderation/remindMember'
import { rowId, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const remindMemberAction = defineAction(tuple([rowId]), async (id): Promise<AdminOutcome> => {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return remindMember(context.payload, context.admin, id)
})
