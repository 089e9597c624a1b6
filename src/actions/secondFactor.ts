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
import { SECOND_FACTOR_MESSAGES } from '@/domain/secondFactor'
import { adminFromRequest } from '@/moderation/adminFromRequest'
import { documentId } from '@/moderation/decisions'
import { NOT_SIGNED_IN } from '@/moderation/accessDenied'
import type { User } from '@/payload-types'

/** The signed-in staff account behind an account-screen action, or null. */
async function staffFromRequest() {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return { payload, staff: isStaff(user) ? (user as User & { collection: 'users' }) : null }
}

/** "Activer la double authentification" on one's own account. */
export async function beginEnrolmentAction(): Promise<EnrolmentStart> {
  const { payload, staff } = await staffFromRequest()
  if (!staff) return { ok: false, message: NOT_SIGNED_IN }
  return beginOwnEnrolment(payload, staff)
}

/** The first code of the new authenticator; answers the recovery codes, shown once. */
export async function confirmEnrolmentAction(code: unknown): Promise<EnrolmentDone> {
  const { payload, staff } = await staffFromRequest()
  if (!staff) return { ok: false, message: NOT_SIGNED_IN }
  return confirmOwnEnrolment(payload, staff, typeof code === 'string' ? code.slice(0, 64) : '')
}

/** An admin resets a colleague's second factor (a lost device): admins only, audited. */
export async function resetSecondFactorAction(colleagueId: unknown, reason: unknown): Promise<ResetDone> {
  const context = await adminFromRequest()
  if ('refusal' in context) return { ok: false, message: context.refusal }
  const id = documentId(colleagueId)
  if (id === null) return { ok: false, message: SECOND_FACTOR_MESSAGES.unknownStaff }
  return resetColleagueSecondFactor(context.payload, context.admin, id, typeof reason === 'string' ? reason : '')
}
