'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type AdminOutcome } from '@/errors/outcome'
import { eraseMemberAsAdmin } from '@/privacy/eraseMember'
import { rowId, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

/** The cockpit's "Effacer": the typed name is checked under the member's row lock. */
export const eraseMemberAction = defineAction(
  tuple([rowId, text(400)]),
  async (id, confirmName): Promise<AdminOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return eraseMemberAsAdmin(context.payload, context.admin, id, confirmName)
  },
)
