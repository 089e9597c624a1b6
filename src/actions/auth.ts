'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { clientIp } from '@/auth/clientIp'
import { confirmEmail, resendEmailConfirmation } from '@/auth/emailConfirmation'
import type { LinkRequestResult } from '@/auth/emailedLinks'
import { requestMagicLink, signInWithMagicLink } from '@/auth/magicLink'
import { clearSessionCookie, endMemberSession, sessionIdOf, setSessionCookie } from '@/auth/memberSession'
import { signInWithPassword } from '@/auth/passwordLogin'
import { setReactivationTicket } from '@/auth/reactivationCookie'
import { RESET_MESSAGES } from '@/auth/messages'
import { requestPasswordReset, resetPassword } from '@/auth/passwordReset'
import { isTokenUsable } from '@/auth/tokens'
import {
  destinationAfterSignIn,
  INACTIVE_LOGIN_PATH,
  safeNextPath,
  type SignInDestination,
} from '@/domain/members/memberRouting'
import { createAccount } from '@/signup/createAccount'
import { formData, formValues, nothing, previousState, text, tuple } from '@/validation/actionArguments'
import type { SignupField, SignupValues } from '@/validation/signup'

import { defineAction } from './defineAction'

export type FormMessage = {
  ok: boolean
  message: string
  cooldownSeconds?: number
  email?: string
  field?: 'email' | 'password'
} | null

export type LinkFormState = (LinkRequestResult & { email: string }) | null

const typedEmail = (form: FormData) => String(form.get('email') ?? '')

const payloadAndIp = async () => ({
  payload: await getPayload({ config }),
  ip: clientIp(await headers()),
})

/** Where to go once signed in: back to the page that asked for a sign-in, else by status. */
const pathAfterSignIn = (destination: SignInDestination, next: unknown) =>
  safeNextPath(typeof next === 'string' ? next : null) ?? ('path' in destination ? destination.path : '/')

const formArguments = tuple([previousState, formData])
/** A link's token (ours are 43 characters), and where to go afterwards. */
const token = text(200)
const nextPath = text(2_000).or(nothing())

export const sendMagicLink = defineAction(formArguments, async (_previous, form): Promise<LinkFormState> => {
  const { payload, ip } = await payloadAndIp()
  return { ...(await requestMagicLink(payload, { email: form.get('email'), ip })), email: typedEmail(form) }
})

export const sendPasswordReset = defineAction(formArguments, async (_previous, form): Promise<LinkFormState> => {
  const { payload, ip } = await payloadAndIp()
  return { ...(await requestPasswordReset(payload, { email: form.get('email'), ip })), email: typedEmail(form) }
})

export const signInWithPasswordAction = defineAction(formArguments, async (_previous, form): Promise<FormMessage> => {
  const { payload, ip } = await payloadAndIp()
  const result = await signInWithPassword(payload, { email: form.get('email'), password: form.get('password'), ip })
  if (!result.ok) {
    const { inactiveMemberId, ...answer } = result
    if (inactiveMemberId === undefined) return { ...answer, email: typedEmail(form) }
    // The password was right: the login page says why the account is inactive and offers to ask
    // for its reactivation, as it does after a sign-in link.
    await setReactivationTicket(payload, inactiveMemberId)
    redirect(INACTIVE_LOGIN_PATH)
  }
  await setSessionCookie(payload, result.sessionToken, result.status)
  redirect(pathAfterSignIn(result.destination, form.get('next')))
})

export const destinationOfSession = defineAction(tuple([nextPath]), async (next): Promise<string> => {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isMember(user)) return '/login?error=auth'
  const destination = destinationAfterSignIn(user.status)
  return 'refused' in destination
    ? '/auth/signout?next=%2Flogin%3Ferror%3Dinactive'
    : pathAfterSignIn(destination, next)
})

/** A POST, never a GET: a mail scanner opening the link must not spend it. */
export const completeMagicLink = defineAction(tuple([token, nextPath]), async (linkToken, next): Promise<string> => {
  const payload = await getPayload({ config })
  try {
    const result = await signInWithMagicLink(payload, linkToken)
    if (result.ok) {
      await setSessionCookie(payload, result.sessionToken, result.status)
      return pathAfterSignIn(result.destination, next)
    }
    if (result.inactiveMemberId === undefined) return '/login?error=auth'
    await setReactivationTicket(payload, result.inactiveMemberId)
    return INACTIVE_LOGIN_PATH
  } catch (error) {
    payload.logger.error({ err: error }, '[auth] connexion par lien magique impossible')
    return '/login?error=auth'
  }
})

/** The sign-out buttons (a form: its empty `FormData`): ends this session on the server, then home. */
export const signOut = defineAction(tuple([formData.optional()]), async (): Promise<never> => {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (isMember(user)) await endMemberSession(payload, user.id, sessionIdOf(user))
  await clearSessionCookie(payload)
  redirect('/')
})

export type ResetLinkState = 'usable' | 'expired' | 'failed'

/** Nothing is spent; a server failure is told apart from a bad link, which may still be good later. */
export const checkResetLink = defineAction(tuple([token]), async (linkToken): Promise<ResetLinkState> => {
  try {
    const payload = await getPayload({ config })
    return (await isTokenUsable(payload, linkToken, 'reset')) ? 'usable' : 'expired'
  } catch (error) {
    console.error('[auth] reset link check failed', error)
    return 'failed'
  }
})

export type ResetFormState = { ok: boolean; message: string; expired?: boolean; failed?: boolean } | null

export const resetPasswordAction = defineAction(formArguments, async (_previous, form): Promise<ResetFormState> => {
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
})

export type SignupState = {
  fieldErrors?: Partial<Record<SignupField, string>>
  title?: string
  message?: string
  accountExists?: boolean
} | null

export const signUp = defineAction(
  tuple([previousState, formValues<SignupValues>()]),
  async (_previous, values): Promise<SignupState> => {
    const { payload, ip } = await payloadAndIp()
    const result = await createAccount(payload, values, ip)
    if (!result.ok) return result
    await setSessionCookie(payload, result.sessionToken, 'waitlist')
    redirect('/welcome?notice=created')
  },
)

/** /welcome's "Renvoyer l’e-mail": a new confirmation link for the signed-in member. */
export const resendConfirmationAction = defineAction(tuple([]), async (): Promise<LinkRequestResult> => {
  const { payload, ip } = await payloadAndIp()
  const { user } = await payload.auth({ headers: await headers() })
  if (!isMember(user)) return { ok: false, outcome: 'invalid', message: 'Connecte-toi pour recevoir un nouvel e-mail.' }
  return resendEmailConfirmation(payload, user, ip)
})

export const confirmEmailAction = defineAction(tuple([token]), async (linkToken): Promise<boolean> => {
  const payload = await getPayload({ config })
  try {
    return await confirmEmail(payload, linkToken)
  } catch (error) {
    payload.logger.error({ err: error }, '[auth] confirmation d’adresse impossible')
    return false
  }
})
