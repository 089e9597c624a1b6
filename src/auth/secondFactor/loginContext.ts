import type { SecondFactorStep } from '@/domain/secondFactor'

import type { EnrolmentMaterial } from './staffSecondFactor'

/** The refusal's `data` that tells the login screen which step to show next. */
export type SecondFactorRefusal = { secondFactor: SecondFactorStep; wrongCode?: true; enrolment?: EnrolmentMaterial }

/** Recognised by shape: the production build holds two copies of Payload's error classes. */
export function secondFactorRefusalOf(error: unknown): SecondFactorRefusal | null {
  const data = (error as { data?: unknown } | null)?.data as Partial<SecondFactorRefusal> | null | undefined
  return data?.secondFactor === 'code' || data?.secondFactor === 'enrol' ? (data as SecondFactorRefusal) : null
}
