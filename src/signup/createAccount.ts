import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { EMAIL_CONFIRMATION } from '@/auth/emailConfirmation'
import { queueLinkEmail } from '@/auth/emailedLinks'
import { LIMITS } from '@/auth/limits'
import { hit } from '@/auth/rateLimit'
import { requestMagicLink } from '@/auth/magicLink'
import { AUTH_MESSAGES } from '@/auth/messages'
import { openMemberSession } from '@/auth/memberSession'
import { inTransaction } from '@/db/inTransaction'
import { linkReferral } from '@/referrals/lifecycle'
import { signupErrors, signupSchema, type SignupField, type SignupValues } from '@/validation/signup'

export const ACCOUNT_EXISTS =
  'Un compte existe déjà avec cet e-mail. Nous venons de t’y envoyer un lien de connexion : ouvre-le pour accéder à ton compte.'
export const SIGNUP_FAILED = { title: 'Échec de la création du compte', message: 'Impossible de créer le compte.' }
export const SIGNUP_ERROR_TITLE = 'Erreur'

export type SignupResult =
  | { ok: true; sessionToken: string }
  | {
      ok: false
      fieldErrors?: Partial<Record<SignupField, string>>
      title?: string
      message?: string
      accountExists?: true
    }

/** An address that already has a member never gets a second one: a sign-in link is sent instead. */
export async function createAccount(payload: Payload, values: SignupValues, ip: string): Promise<SignupResult> {
  const fieldErrors = signupErrors(values)
  if (fieldErrors) return { ok: false, fieldErrors }
  const data = signupSchema.parse(values)

  const perClient = await hit(payload, `signup:ip:${ip}`, LIMITS.signupPerIp)
  if (!perClient.allowed) return { ok: false, title: SIGNUP_ERROR_TITLE, message: AUTH_MESSAGES.tooManyRequests }

  const existing = await payload.count({ collection: 'members', where: { email: { equals: data.email } } })
  if (existing.totalDocs > 0) return accountExists(payload, data.email, ip)

  const rules = await payload.findGlobal({ slug: 'rules' })
  const fields: RequiredDataFromCollectionSlug<'members'> = {
    email: data.email,
    password: data.password,
    first_name: data.first_name,
    last_name: data.last_name,
    linkedin_url: data.linkedin_url,
    instagram_url: data.instagram_url,
    facebook_url: data.facebook_url,
    linkedin_count: data.linkedin_count,
    instagram_count: data.instagram_count,
    facebook_count: data.facebook_count,
    project_url: data.project_url,
    status: 'waitlist',
    application_status: 'waitlist',
    source: 'signup',
    accepts_charter: true,
    // Complete at sign-up when the name, e-mail and project link are there.
    profile_completed: Boolean(data.first_name && data.last_name && data.email && data.project_url),
    invites_quota: rules.invites_per_semester,
  }
  try {
    // The session is opened in the same transaction: a member is created signed in, or not at all.
    const sessionToken = await inTransaction({ payload }, async (req) => {
      const created = await payload.create({ collection: 'members', data: fields, overrideAccess: true, req, depth: 0 })
      await linkReferral(payload, req, created)
      await queueLinkEmail(payload, req, EMAIL_CONFIRMATION, created)
      return openMemberSession(payload, created, req)
    })
    return { ok: true, sessionToken }
  } catch (error) {
    // Two sign-ups of one address at once: the unique index let one through.
    const raced = await payload.count({ collection: 'members', where: { email: { equals: data.email } } })
    if (raced.totalDocs > 0) return accountExists(payload, data.email, ip)
    payload.logger.error({ err: error }, '[signup] création du compte impossible')
    return { ok: false, ...SIGNUP_FAILED }
  }
}

async function accountExists(payload: Payload, email: string, ip: string): Promise<SignupResult> {
  // Within the resend cooldown no new link leaves; the answer stays the same either way.
  await requestMagicLink(payload, { email, ip })
  return { ok: false, accountExists: true, message: ACCOUNT_EXISTS }
}
