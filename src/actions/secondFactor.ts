'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { isStaff } from '@/access/utilities'
import {
  beginOwnEnrolment,
  confirmOwnEnrolment,
  resetColleagueSecondFactor,
  type EnrolmentDone,
  type EnrolmentStart,
  type ResetDone,
} from '@/auth/secondFactor/accountSecondFactor'
import { adminFromRequest } from '@/moderation/adminFromRequest'
import { NOT_SIGNED_IN } from '@/auth/accessDenied'
import type { User } from '@/payload-types'
import { rowId, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

async function staffFromRequest() {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return { payload, staff: isStaff(user) ? (user as User & { collection: 'users' }) : null }
}

export const beginEnrolmentAction = defineAction(tuple([]), async (): Promise<EnrolmentStart> => {
  const { payload, staff } = await staffFromRequest()
  if (!staff) return { ok: false, message: NOT_SIGNED_IN }
  return beginOwnEnrolment(payload, staff)
})

export const confirmEnrolmentAction = defineAction(tuple([text(64)]), async (code): Promise<EnrolmentDone> => {
  const { payload, staff } = await staffFromRequest()
  if (!staff) return { ok: false, message: NOT_SIGNED_IN }
  return confirmOwnEnrolment(payload, staff, code)
})

/** An admin resets a colleague's second factor (a lost device): admins only, audited. */
export const resetSecondFactorAction = defineAction(
  tuple([rowId, text(2_000)]),
  async (colleagueId, reason): Promise<ResetDone> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return { ok: false, message: context.refusal }
    return resetColleagueSecondFactor(context.payload, context.admin, colleagueId, reason)
  },
)
