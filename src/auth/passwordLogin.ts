import type { Payload } from 'payload'

import { destinationAfterSignIn, INACTIVE_ACCOUNT, type SignInDestination } from '@/domain/memberRouting'
import type { Member } from '@/payload-types'

import { normalizeEmail } from './emailedLinks'
import { LIMITS } from './limits'
import { AUTH_MESSAGES } from './messages'
import { hit } from './rateLimit'

export type PasswordSignIn =
  | { ok: true; sessionToken: string; destination: SignInDestination; status: Member['status'] }
  | { ok: false; message: string; cooldownSeconds?: number }

/**
 * "Mot de passe": Payload's own login (hash check, per-account lockout after 5 failures, a
 * session per sign-in) behind per-client and per-address rate limits. Inactive members are
 * refused by the collection's beforeLogin hook, so the REST login refuses them too.
 */
export async function signInWithPassword(
  payload: Payload,
  input: { email: unknown; password: unknown; ip: string },
): Promise<PasswordSignIn> {
  const email = normalizeEmail(input.email)
  const password = String(input.password ?? '')
  if (!email || !password) return { ok: false, message: AUTH_MESSAGES.wrongCredentials }

  for (const [key, limit] of [
    [`password-login:ip:${input.ip}`, LIMITS.passwordLoginPerIp],
    [`password-login:email:${email}`, LIMITS.passwordLoginPerEmail],
  ] as const) {
    const counted = await hit(payload, key, limit)
    if (!counted.allowed) {
      return { ok: false, message: AUTH_MESSAGES.tooManyRequests, cooldownSeconds: counted.retryAfterSeconds }
    }
  }

  try {
    const { token, user } = await payload.login({ collection: 'members', data: { email, password } })
    if (!token || !user) return { ok: false, message: AUTH_MESSAGES.serverError }
    return { ok: true, sessionToken: token, destination: destinationAfterSignIn(user.status), status: user.status }
  } catch (error) {
    return { ok: false, message: await failureMessage(payload, email, error) }
  }
}

/**
 * Why a login failed, told apart by the account's state rather than the error's class (the
 * production bundle renames classes): locked, inactive (only said once the password was right:
 * the hook runs after the check), or simply wrong.
 */
async function failureMessage(payload: Payload, email: string, error: unknown): Promise<string> {
  if (error instanceof Error && error.message === INACTIVE_ACCOUNT) return INACTIVE_ACCOUNT
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
  })
  const lockedUntil = docs[0]?.lockUntil ? new Date(docs[0].lockUntil) : null
  if (lockedUntil && lockedUntil > new Date()) return AUTH_MESSAGES.locked
  if (!(error instanceof Error) || !('status' in error) || (error as { status: number }).status >= 500) {
    payload.logger.error({ err: error }, '[auth] connexion par mot de passe impossible')
    return AUTH_MESSAGES.serverError
  }
  return AUTH_MESSAGES.wrongCredentials
}
