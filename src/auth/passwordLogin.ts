import type { DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'

import { secondFactorLogin, type SecondFactorAnswer, type SecondFactorOutcome } from '@/context/requestContext'
import { destinationAfterSignIn, INACTIVE_ACCOUNT, type SignInDestination } from '@/domain/members/memberRouting'
import type { Member } from '@/payload-types'

import { normalizeEmail } from './emailedLinks'
import { secondFactorRefusalOf, type SecondFactorRefusal } from './secondFactor/loginContext'
import { LIMITS } from './limits'
import { AUTH_MESSAGES } from './messages'
import { clearLimit, hit, isOverLimit } from './rateLimit'

export const loginFailuresKey = (email: string) => `password-login:failures:${normalizeEmail(email)}`

export type LoginAttempt<User> =
  | {
      ok: true
      token: string
      exp?: number
      user: User
      recoveryCodes?: string[]
    }
  | {
      ok: false
      status: 400 | 401 | 403 | 429 | 500
      message: string
      cooldownSeconds?: number
      field?: 'email' | 'password'
      secondFactor?: SecondFactorRefusal
      inactiveMemberId?: number
    }

function missingLoginField(email: string, password: string): LoginAttempt<never> | undefined {
  if (!email) return { ok: false, status: 400, message: AUTH_MESSAGES.emailRequired, field: 'email' }
  if (!password) return { ok: false, status: 400, message: AUTH_MESSAGES.passwordRequired, field: 'password' }
  return undefined
}

/**
 * Every login door goes through here; an unknown address is "incorrect"
 * and locks like a real one, so nothing tells who is a member.
 */
export async function passwordLogin<Slug extends 'members' | 'users'>(
  payload: Payload,
  collection: Slug,
  input: { email: unknown; password: unknown; ip: string; secondFactor?: SecondFactorAnswer },
  req?: Partial<PayloadRequest>,
): Promise<LoginAttempt<DataFromCollectionSlug<Slug>>> {
  const email = normalizeEmail(input.email)
  const password = typeof input.password === 'string' ? input.password : ''
  const missing = missingLoginField(email, password)
  if (missing) return missing
  // A NUL character is in no address nor password, and PostgreSQL refuses it in a query.
  if (email.includes('\0') || password.includes('\0')) {
    return { ok: false, status: 401, message: AUTH_MESSAGES.wrongCredentials }
  }

  for (const [key, limit] of [
    [`password-login:ip:${input.ip}`, LIMITS.passwordLoginPerIp],
    [`password-login:email:${email}`, LIMITS.passwordLoginPerEmail],
  ] as const) {
    const counted = await hit(payload, key, limit)
    if (!counted.allowed) {
      return {
        ok: false,
        status: 429,
        message: AUTH_MESSAGES.tooManyRequests,
        cooldownSeconds: counted.retryAfterSeconds,
      }
    }
  }
  const lockout = await isOverLimit(payload, loginFailuresKey(email), LIMITS.passwordFailuresPerEmail)
  if (!lockout.allowed) {
    // No countdown: the message itself says 15 minutes and offers the other ways in.
    return { ok: false, status: 429, message: AUTH_MESSAGES.locked }
  }

  const secondFactorOutcome: SecondFactorOutcome = {}
  try {
    const { token, exp, user } = await payload.login({
      collection,
      data: { email, password },
      req,
      context: secondFactorLogin(input.secondFactor, secondFactorOutcome),
    })
    if (!token || !user) return { ok: false, status: 500, message: AUTH_MESSAGES.serverError }
    await clearLimit(payload, loginFailuresKey(email))
    return { ok: true, token, exp, user, recoveryCodes: secondFactorOutcome.recoveryCodes }
  } catch (error) {
    const secondFactor = secondFactorRefusalOf(error)
    if (secondFactor) {
      if (secondFactor.wrongCode) await hit(payload, loginFailuresKey(email), LIMITS.passwordFailuresPerEmail)
      const status = secondFactor.secondFactor === 'enrol' && !secondFactor.wrongCode ? 403 : 401
      return { ok: false, status, message: (error as Error).message, secondFactor }
    }
    // Told apart by message and status rather than the
    // error's class (the production bundle renames classes).
    if (error instanceof Error && error.message === INACTIVE_ACCOUNT) {
      // Raised by the beforeLogin hook, after the password was checked: the address is theirs.
      const { docs } = await payload.find({
        collection: 'members',
        where: { email: { equals: email } },
        limit: 1,
        pagination: false,
        depth: 0,
        select: { email: true },
      })
      return { ok: false, status: 403, message: INACTIVE_ACCOUNT, inactiveMemberId: docs[0]?.id }
    }
    const status = (error as { status?: unknown }).status
    if (typeof status !== 'number' || status >= 500) {
      payload.logger.error({ err: error }, '[auth] connexion par mot de passe impossible')
      return { ok: false, status: 500, message: AUTH_MESSAGES.serverError }
    }
    await hit(payload, loginFailuresKey(email), LIMITS.passwordFailuresPerEmail)
    return { ok: false, status: 401, message: AUTH_MESSAGES.wrongCredentials }
  }
}

export type PasswordSignIn =
  | { ok: true; sessionToken: string; destination: SignInDestination; status: Member['status'] }
  | { ok: false; message: string; cooldownSeconds?: number; field?: 'email' | 'password'; inactiveMemberId?: number }

export async function signInWithPassword(
  payload: Payload,
  input: { email: unknown; password: unknown; ip: string },
): Promise<PasswordSignIn> {
  const result = await passwordLogin(payload, 'members', input)
  if (!result.ok) {
    const { message, cooldownSeconds, field, inactiveMemberId } = result
    return { ok: false, message, cooldownSeconds, field, inactiveMemberId }
  }
  const { token, user } = result
  return { ok: true, sessionToken: token, destination: destinationAfterSignIn(user.status), status: user.status }
}
