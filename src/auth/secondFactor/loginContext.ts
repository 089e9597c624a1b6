import type { RequestContext } from 'payload'

import type { SecondFactorStep } from '@/domain/secondFactor'

import type { EnrolmentMaterial } from './staffSecondFactor'

/**
 * What a staff login carries beside the password, through the Local API's `context` (the login
 * door puts it there; no client can): the authenticator's or a recovery code, and at a first
 * login the secret being enrolled.
 */
export type SecondFactorAnswer = { code?: string; enrolmentSecret?: string }

/** Where the hook leaves what the login door must show once: the recovery codes of an enrolment at login. */
export type SecondFactorOutcome = { recoveryCodes?: string[] }

export const outcomeOf = (context: RequestContext): SecondFactorOutcome | undefined =>
  context.secondFactorOutcome as SecondFactorOutcome | undefined

export const answerOf = (context: RequestContext): SecondFactorAnswer => {
  const answer = context.secondFactorAnswer as SecondFactorAnswer | undefined
  return {
    code: typeof answer?.code === 'string' ? answer.code.trim().slice(0, 64) : undefined,
    enrolmentSecret: typeof answer?.enrolmentSecret === 'string' ? answer.enrolmentSecret : undefined,
  }
}

/** The refusal's `data` that tells the login screen which step to show next. */
export type SecondFactorRefusal = { secondFactor: SecondFactorStep; wrongCode?: true; enrolment?: EnrolmentMaterial }

/** Recognised by shape: the production build holds two copies of Payload's error classes. */
export function secondFactorRefusalOf(error: unknown): SecondFactorRefusal | null {
  const data = (error as { data?: unknown } | null)?.data as Partial<SecondFactorRefusal> | null | undefined
  return data?.secondFactor === 'code' || data?.secondFactor === 'enrol' ? (data as SecondFactorRefusal) : null
}
