'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import {
  correctDeclaredAction,
  resubmitRefusedDeclaredAction,
  withdrawDeclaredAction,
  type DeclaredActionChangeResult,
} from '@/community/declaredActionChanges'
import { DECLARE_ACTION_MESSAGES, declareAction, type DeclareActionResult } from '@/community/declareAction'
import { formData, formValues, previousState, rowId, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export type DeclareActionState = (DeclareActionResult & { url: string; actionType: string; network: string }) | null

export const declareActionAction = defineAction(
  tuple([rowId, previousState, formData]),
  async (projectId, _previous, form): Promise<DeclareActionState> => {
    const typed = {
      url: String(form.get('url') ?? ''),
      actionType: String(form.get('action_type') ?? 'like'),
      network: String(form.get('network') ?? ''),
    }
    const member = await currentMember()
    if (!member) return { ok: false, ...DECLARE_ACTION_MESSAGES.notActive, ...typed }
    const result = await declareAction(await getPayload({ config }), member, projectId, {
      actionType: form.get('action_type'),
      url: form.get('url'),
      network: form.get('network'),
      attested: form.get('attested'),
    })
    return { ...result, ...(result.ok ? { url: '', actionType: 'like', network: '' } : typed) }
  },
)

export const correctDeclaredActionAction = defineAction(
  tuple([rowId, formValues()]),
  async (id, values): Promise<DeclaredActionChangeResult> =>
    correctDeclaredAction(await getPayload({ config }), await currentMember(), id, values),
)

export const withdrawDeclaredActionAction = defineAction(
  tuple([rowId]),
  async (id): Promise<DeclaredActionChangeResult> =>
    withdrawDeclaredAction(await getPayload({ config }), await currentMember(), id),
)

export const resubmitDeclaredActionAction = defineAction(
  tuple([rowId, formValues()]),
  async (id, values): Promise<DeclaredActionChangeResult> =>
    resubmitRefusedDeclaredAction(await getPayload({ config }), await currentMember(), id, values),
)
