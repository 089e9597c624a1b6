import { APIError, type CollectionBeforeLoginHook } from 'payload'

import { type SecondFactorRefusal } from '@/auth/secondFactor/loginContext'
import { isPasswordResetOnly, secondFactorAnswerOf, secondFactorOutcomeOf } from '@/context/requestContext'
import {
  completeEnrolment,
  consumeLoginCode,
  enrolmentMaterial,
  mustHaveSecondFactor,
  readSecondFactor,
} from '@/auth/secondFactor/staffSecondFactor'
import { isTotpSecret, newTotpSecret, SECOND_FACTOR_MESSAGES, secondFactorStepFor } from '@/domain/auth/secondFactor'
import { recordAudit } from '@/audit/recordAudit'
import type { User } from '@/payload-types'

const refuse = (message: string, status: number, data: SecondFactorRefusal) => new APIError(message, status, data, true)

/** Every staff sign-in door passes here before any session; a refusal rolls the login back. */
export const requireSecondFactor: CollectionBeforeLoginHook<User> = async ({ req, user, context }) => {
  // The staff password reset door changes the password and hands out no session.
  if (isPasswordResetOnly(context)) return user
  const { payload } = req
  const state = await readSecondFactor(payload, user.id, req)
  const enrolled = Boolean(state.sealedSecret)
  const mustEnrol = !enrolled && (await mustHaveSecondFactor(payload, user, req))
  const step = secondFactorStepFor({ enrolled, mustEnrol })
  if (step === null) return user
  const { code, enrolmentSecret } = secondFactorAnswerOf(context)

  if (step === 'code') {
    if (!code) throw refuse(SECOND_FACTOR_MESSAGES.codeNeeded, 401, { secondFactor: 'code' })
    const used = await consumeLoginCode(payload, user.id, code, req)
    if (!used) throw refuse(SECOND_FACTOR_MESSAGES.wrongCode, 401, { secondFactor: 'code', wrongCode: true })
    if (used === 'recovery') {
      await recordAudit(req, {
        action: 'second_factor_recovery_code_used',
        collection: 'users',
        id: user.id,
        actorUserId: user.id,
        notes: `${state.recoveryCodesLeft - 1} code(s) de secours restant(s)`,
      })
    }
    return user
  }

  if (!isTotpSecret(enrolmentSecret) || !code) {
    const enrolment = await enrolmentMaterial(newTotpSecret(), user.email)
    throw refuse(SECOND_FACTOR_MESSAGES.enrolmentRequired, 403, { secondFactor: 'enrol', enrolment })
  }
  const recoveryCodes = await completeEnrolment(payload, user.id, { secret: enrolmentSecret, code }, req)
  if (!recoveryCodes) throw refuse(SECOND_FACTOR_MESSAGES.wrongCode, 401, { secondFactor: 'enrol', wrongCode: true })
  await recordAudit(req, { action: 'second_factor_enrolled', collection: 'users', id: user.id, actorUserId: user.id })
  // The login door shows them once, with the session.
  const outcome = secondFactorOutcomeOf(context)
  if (outcome) outcome.recoveryCodes = recoveryCodes
  return user
}
