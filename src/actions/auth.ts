'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { clientIp } from '@/auth/clientIp'
import { confirmEmail } from '@/auth/emailConfirmation'
import type { LinkRequestResult } from '@/auth/emailedLinks'
import { requestMagicLink, signInWithMagicLink } from '@/auth/magicLink'
import { clearSessionCookie, endMemberSession, sessionIdOf, setSessionCookie } from '@/auth/memberSession'
import { signInWithPassword } from '@/auth/passwordLogin'
import { RESET_MESSAGES } from '@/auth/messages'
import { requestPasswordReset, resetPassword } from '@/auth/passwordReset'
import { isTokenUsable } from '@/auth/tokens'
import { destinationAfterSignIn, safeNextPath, type SignInDestination } from '@/domain/memberRouting'
import { createAccount } from '@/signup/createAccount'
import type { SignupField, SignupValues } from '@/validation/signup'

export type FormMessage = {
  ok: boolean
  message: string
  cooldownSeconds?: number
  email?: string
  /** The field the message is about, when it is about one. */
  field?: 'email' | 'password'
} | null

/** A link request's answer, with what was typed so the form can show it again. */
export type LinkFormState = (LinkRequestResult & { email: string }) | null

const typedEmail = (form: FormData) => String(form.get('email') ?? '')

const payloadAndIp = async () => ({
  payload: await getPayload({ config }),
  ip: clientIp(await headers()),
})

/** Where to go once signed in: back to the page that asked for a sign-in, else by status. */
const pathAfterSignIn = (destination: SignInDestination, next: unknown) =>
  safeNextPath(typeof next === 'string' ? next : null) ?? ('path' in destination ? destination.path : '/')

/** "Lien magique" tab. */
export async function sendMagicLink(_previous: LinkFormState, form: FormData): Promise<LinkFormState> {
  const { payload, ip } = await payloadAndIp()
  return { ...(await requestMagicLink(payload, { email: form.get('email'), ip })), email: typedEmail(form) }
}

/** "Mot de passe oublié ?" and /reset-password: the neutral answer whatever happens. */
export async function sendPasswordReset(_previous: LinkFormState, form: FormData): Promise<LinkFormState> {
  const { payload, ip } = await payloadAndIp()
  return { ...(await requestPasswordReset(payload, { email: form.get('email'), ip })), email: typedEmail(form) }
}

/** "Mot de passe" tab: on success the session cookie is set and the browser is redirected. */
export async function signInWithPasswordAction(_previous: FormMessage, form: FormData): Promise<FormMessage> {
  const { payload, ip } = await payloadAndIp()
  const result = await signInWithPassword(payload, { email: form.get('email'), password: form.get('password'), ip })
  if (!result.ok) {
    return { ...result, email: typedEmail(form) }
  }
  await setSessionCookie(payload, result.sessionToken, result.status)
  redirect(pathAfterSignIn(result.destination, form.get('next')))
}

/**
 * /auth/callback opened without a token: a session that already exists decides where to go; with
 * none, "Aucun utilisateur connecté" on /login?error=auth.
 */
export async function destinationOfSession(next: string | null): Promise<string> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isMember(user)) return '/login?error=auth'
  const destination = destinationAfterSignIn(user.status)
  return 'refused' in destination
    ? '/auth/signout?next=%2Flogin%3Ferror%3Dinactive'
    : pathAfterSignIn(destination, next)
}

/**
 * /auth/callback's POST (never a GET: a mail scanner opening the link must not spend it).
 * Returns where the browser goes next.
 */
export async function completeMagicLink(token: string, next: string | null): Promise<string> {
  const payload = await getPayload({ config })
  try {
    const result = await signInWithMagicLink(payload, token)
    if (result.ok) {
      await setSessionCookie(payload, result.sessionToken, result.status)
      return pathAfterSignIn(result.destination, next)
    }
    return result.destination && 'refused' in result.destination ? '/login?error=inactive' : '/login?error=auth'
  } catch (error) {
    payload.logger.error({ err: error }, '[auth] connexion par lien magique impossible')
    return '/login?error=auth'
  }
}

/** The sign-out buttons: ends this session on the server, then home. */
export async function signOut(): Promise<never> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (isMember(user)) await endMemberSession(payload, user.id, sessionIdOf(user))
  await clearSessionCookie(payload)
  redirect('/')
}

export type ResetLinkState = 'usable' | 'expired' | 'failed'

/**
 * /auth/reset's first step ("Initialisation…"): is the link still good? Nothing is spent. A
 * server failure is told apart from a bad link: the link may still be good once we are back.
 */
export async function checkResetLink(token: string): Promise<ResetLinkState> {
  try {
    const payload = await getPayload({ config })
    return (await isTokenUsable(payload, token, 'reset')) ? 'usable' : 'expired'
  } catch (error) {
    console.error('[auth] reset link check failed', error)
    return 'failed'
  }
}

export type ResetFormState = { ok: boolean; message: string; expired?: boolean; failed?: boolean } | null

/** /auth/reset's form: on success the member is signed in and routed by status. */
export async function resetPasswordAction(_previous: ResetFormState, form: FormData): Promise<ResetFormState> {
  let destination: string
  try {
    const payload = await getPayload({ config })
    const result = await resetPassword(payload, {
      token: String(form.get('token') ?? ''),
      password: form.get('password'),
      confirmation: form.get('confirmation'),
    })
    if (!result.ok) return { ok: false, message: result.message, expired: result.expired }
    await setSessionCookie(payload, result.sessionToken, result.status)
    destination = `${'path' in result.destination ? result.destination.path : '/'}?reset=1`
  } catch (error) {
    console.error('[auth] password reset failed', error)
    return { ok: false, message: RESET_MESSAGES.sessionFailed, failed: true }
  }
  redirect(destination)
}

export type SignupState = {
  fieldErrors?: Partial<Record<SignupField, string>>
  title?: string
  message?: string
  accountExists?: boolean
} | null

/** /signup: creates the waitlist account, signs it in and goes to /welcome. */
export async function signUp(_previous: SignupState, values: SignupValues): Promise<SignupState> {
  const { payload, ip } = await payloadAndIp()
  const result = await createAccount(payload, values, ip)
  if (!result.ok) return result
  await setSessionCookie(payload, result.sessionToken, 'waitlist')
  redirect('/welcome?notice=created')
}

/** /auth/confirm's POST: true when the link confirmed the address. */
export async function confirmEmailAction(token: string): Promise<boolean> {
  const payload = await getPayload({ config })
  try {
    return await confirmEmail(payload, token)
  } catch (error) {
    payload.logger.error({ err: error }, '[auth] confirmation d’adresse impossible')
    return false
  }
}
