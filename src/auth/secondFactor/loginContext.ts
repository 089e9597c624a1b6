import type { SecondFactorStep } from '@/domain/auth/secondFactor'

import type { EnrolmentMaterial } from './staffSecondFactor'

export type SecondFactorRefusal = { secondFactor: SecondFactorStep; wrongCode?: true; enrolment?: EnrolmentMaterial }

/** Recognised by shape: the production build holds two copies of Payload's error classes. */
export function secondFactorRefusalOf(error: unknown): SecondFactorRefusal | null {
  const data = (error as { data?: unknown } | null)?.data as Partial<SecondFactorRefusal> | null | undefined
  return data?.secondFactor === 'code' || data?.secondFactor === 'enrol' ? (data as SecondFactorRefusal) : null
}
