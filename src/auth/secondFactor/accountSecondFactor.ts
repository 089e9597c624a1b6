import type { Payload } from 'payload'

import { inTransaction } from '@/db/inTransaction'
import { SECOND_FACTOR_MESSAGES } from '@/domain/auth/secondFactor'
import { recordAudit } from '@/audit/recordAudit'
import type { User } from '@/payload-types'

import {
  clearSecondFactor,
  completeEnrolment,
  pendingSecret,
  readSecondFactor,
  startEnrolment,
  type EnrolmentMaterial,
} from './staffSecondFactor'

type Staff = User & { collection: 'users' }

export type EnrolmentStart = { ok: true; enrolment: EnrolmentMaterial } | { ok: false; message: string }
export type EnrolmentDone = { ok: true; message: string; recoveryCodes: string[] } | { ok: false; message: string }
export type ResetDone = { ok: true; message: string } | { ok: false; message: string }

export async function beginOwnEnrolment(payload: Payload, staff: Staff): Promise<EnrolmentStart> {
  const state = await readSecondFactor(payload, staff.id)
  if (state.sealedSecret) return { ok: false, message: SECOND_FACTOR_MESSAGES.alreadyEnrolled }
  return { ok: true, enrolment: await startEnrolment(payload, staff) }
}

export async function confirmOwnEnrolment(payload: Payload, staff: Staff, code: string): Promise<EnrolmentDone> {
  const pending = await pendingSecret(payload, staff.id)
  if (!pending) return { ok: false, message: SECOND_FACTOR_MESSAGES.enrolmentExpired }
  return inTransaction({ payload, user: staff }, async (req) => {
    const recoveryCodes = await completeEnrolment(
      payload,
      staff.id,
      { secret: pending.secret, code, pending: pending.sealed },
      req,
    )
    if (!recoveryCodes) return { ok: false, message: SECOND_FACTOR_MESSAGES.wrongCode }
    await recordAudit(req, { action: 'second_factor_enrolled', collection: 'users', id: staff.id })
    return { ok: true, message: SECOND_FACTOR_MESSAGES.enrolled, recoveryCodes }
  })
}

/** Never one's own: a stolen session must not remove the factor that protects it. */
export async function resetColleagueSecondFactor(
  payload: Payload,
  admin: Staff,
  colleagueId: number,
  reason: string,
): Promise<ResetDone> {
  if (colleagueId === admin.id) return { ok: false, message: SECOND_FACTOR_MESSAGES.resetOwnRefused }
  return inTransaction({ payload, user: admin }, async (req) => {
    if (!(await clearSecondFactor(payload, colleagueId, req))) {
      return { ok: false, message: SECOND_FACTOR_MESSAGES.notEnrolled }
    }
    await recordAudit(req, {
      action: 'second_factor_reset',
      collection: 'users',
      id: colleagueId,
      from: 'activée',
      to: 'désactivée',
      notes: reason.slice(0, 500),
    })
    return { ok: true, message: SECOND_FACTOR_MESSAGES.reset }
  })
}
