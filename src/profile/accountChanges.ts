import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { markAccountChange } from '@/context/requestContext'
import { AUTH_MESSAGES } from '@/auth/messages'
import { isRecentMagicLinkSession } from '@/auth/magicLinkSessions'
import { endMemberSession, sessionIdOf, sessionIdOfToken } from '@/auth/memberSession'
import { passwordLogin } from '@/auth/passwordLogin'
import { hit } from '@/auth/rateLimit'
import { consumeEmailChangeToken, createToken } from '@/auth/tokens'
import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { GENERIC_FAILURE } from '@/domain/messages'
import {
  emailChangeConfirmationEmail,
  emailChangeNoticeEmail,
  passwordChangedEmail,
} from '@/email/templates/accountChanges'
import { queueEmail } from '@/email/queueEmail'
import type { Member } from '@/payload-types'
import { siteUrl } from '@/siteUrl'
import {
  emailChangeSchema,
  passwordChangeSchema,
  passwordSetSchema,
  type EmailChangeValues,
  type PasswordChangeValues,
} from '@/validation/account'
import { ACCOUNT_FORM_MESSAGES } from '@/validation/accountForm'
import type { z } from '@/validation/zod'

export type AccountChangeResult<Field extends string> =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Partial<Record<Field, string>> }

const fieldErrorsOf = <Field extends string>(error: z.ZodError) =>
  Object.fromEntries([...error.issues].reverse().map((issue) => [String(issue.path[0]), issue.message])) as Partial<
    Record<Field, string>
  >

const resetUrl = () => new URL('/reset-password', siteUrl()).toString()

/** Checked by the site's login so its rate limits and lockout apply; the session of this request stays open. */
export async function changePassword(
  payload: Payload,
  member: Member,
  values: PasswordChangeValues,
  ip: string,
): Promise<AccountChangeResult<keyof PasswordChangeValues>> {
  const parsed = passwordChangeSchema.safeParse(values)
  if (!parsed.success) {
    return { ok: false, message: ACCOUNT_FORM_MESSAGES.checkFields, fieldErrors: fieldErrorsOf(parsed.error) }
  }
  const checked = await passwordLogin(payload, 'members', { email: member.email, password: parsed.data.current, ip })
  if (!checked.ok) {
    if (checked.status !== 401) return { ok: false, message: checked.message }
    const message = ACCOUNT_FORM_MESSAGES.currentWrong
    return { ok: false, message, fieldErrors: { current: message } }
  }
  const keptSession = sessionIdOf(member)
  try {
    await inTransaction({ payload, user: asSignedInMember(member) }, async (req) => {
      markAccountChange(req.context)
      await payload.update({
        collection: 'members',
        id: member.id,
        data: { password: parsed.data.password },
        req,
        overrideAccess: true,
        depth: 0,
      })
      // Read after the check above, which opened a session of its own: only this one is kept.
      const stored = await payload.findByID({
        collection: 'members',
        id: member.id,
        depth: 0,
        req,
        showHiddenFields: true,
      })
      const sessions = (stored.sessions ?? []).filter((session) => session.id === keptSession)
      await payload.db.updateOne({ collection: 'members', id: member.id, data: { sessions }, req, returning: false })
      await queueEmail(
        req,
        passwordChangedEmail({ to: member.email, firstName: member.first_name, resetUrl: resetUrl() }),
      )
    })
  } catch (error) {
    payload.logger.error({ err: error }, '[profile] changement de mot de passe impossible')
    return { ok: false, message: GENERIC_FAILURE }
  }
  return { ok: true, message: ACCOUNT_FORM_MESSAGES.passwordChanged }
}

/** Other sessions stay open: no password they could hold has changed. */
export async function setFirstPassword(
  payload: Payload,
  member: Member,
  values: PasswordChangeValues,
): Promise<AccountChangeResult<keyof PasswordChangeValues>> {
  const parsed = passwordSetSchema.safeParse(values)
  if (!parsed.success) {
    return { ok: false, message: ACCOUNT_FORM_MESSAGES.checkFields, fieldErrors: fieldErrorsOf(parsed.error) }
  }
  try {
    const set = await inTransaction({ payload, user: asSignedInMember(member) }, async (req) => {
      // Read under the row's lock: two tabs setting a first password make one, the other is a change.
      const db = await drizzleFor(payload, req)
      const { rows } = await db.execute(sql`select has_password from members where id = ${member.id} for update`)
      if ((rows[0] as { has_password: boolean | null } | undefined)?.has_password) return false
      const { sessions } = await payload.findByID({
        collection: 'members',
        id: member.id,
        depth: 0,
        req,
        showHiddenFields: true,
      })
      markAccountChange(req.context)
      await payload.update({
        collection: 'members',
        id: member.id,
        data: { password: parsed.data.password },
        req,
        overrideAccess: true,
        depth: 0,
      })
      // Payload ends a member's sessions when their password is written; none held this one.
      await payload.db.updateOne({
        collection: 'members',
        id: member.id,
        data: { sessions: sessions ?? [] },
        req,
        returning: false,
      })
      await queueEmail(
        req,
        passwordChangedEmail({
          to: member.email,
          firstName: member.first_name,
          resetUrl: resetUrl(),
          firstPassword: true,
        }),
      )
      return true
    })
    if (!set) {
      const message = ACCOUNT_FORM_MESSAGES.currentRequired
      return { ok: false, message, fieldErrors: { current: message } }
    }
  } catch (error) {
    payload.logger.error({ err: error }, '[profile] définition du mot de passe impossible')
    return { ok: false, message: GENERIC_FAILURE }
  }
  return { ok: true, message: ACCOUNT_FORM_MESSAGES.passwordSet }
}

/**
 * A session alone never moves the account. The same answer whether another
 * member has the address, so the form never tells who is a member.
 */
export async function requestEmailChange(
  payload: Payload,
  member: Member,
  values: EmailChangeValues,
  ip: string,
): Promise<AccountChangeResult<keyof EmailChangeValues>> {
  const parsed = emailChangeSchema.safeParse(values)
  if (!parsed.success) {
    return { ok: false, message: ACCOUNT_FORM_MESSAGES.checkFields, fieldErrors: fieldErrorsOf(parsed.error) }
  }
  const { email } = parsed.data
  if (email === member.email) {
    return {
      ok: false,
      message: ACCOUNT_FORM_MESSAGES.sameEmail,
      fieldErrors: { email: ACCOUNT_FORM_MESSAGES.sameEmail },
    }
  }
  const proof = await reauthenticate(payload, member, parsed.data.current, ip)
  if (proof) return proof
  const { resend_cooldown_seconds: cooldown } = await payload.findGlobal({ slug: 'rules' })
  const limited = await hit(payload, `email-change:member:${member.id}`, { max: 1, windowSeconds: cooldown })
  if (!limited.allowed) return { ok: false, message: AUTH_MESSAGES.cooldown(limited.retryAfterSeconds) }

  try {
    await inTransaction({ payload }, async (req) => {
      const taken = await payload.count({ collection: 'members', where: { email: { equals: email } }, req })
      if (taken.totalDocs === 0) {
        const token = await createToken(payload, member.id, 'email-change', req, email)
        const url = new URL('/auth/email-change', siteUrl())
        url.searchParams.set('token', token)
        await queueEmail(
          req,
          emailChangeConfirmationEmail({ to: email, firstName: member.first_name, url: url.toString() }),
        )
      }
      await queueEmail(
        req,
        emailChangeNoticeEmail({
          to: member.email,
          firstName: member.first_name,
          newEmail: email,
          resetUrl: resetUrl(),
        }),
      )
    })
  } catch (error) {
    payload.logger.error({ err: error }, '[profile] demande de changement d’e-mail impossible')
    return { ok: false, message: GENERIC_FAILURE }
  }
  return { ok: true, message: ACCOUNT_FORM_MESSAGES.emailLinkSent(email) }
}

/** The password check opens a session of its own, ended at once. */
async function reauthenticate(
  payload: Payload,
  member: Member,
  current: string | undefined,
  ip: string,
): Promise<AccountChangeResult<keyof EmailChangeValues> | null> {
  // A fresh magic-link sign-in stands in for the password only for a member who has none.
  if (!member.has_password && (await isRecentMagicLinkSession(payload, sessionIdOf(member)))) return null
  if (!current) {
    const message = ACCOUNT_FORM_MESSAGES.reauthenticate
    return { ok: false, message, fieldErrors: { current: message } }
  }
  const checked = await passwordLogin(payload, 'members', { email: member.email, password: current, ip })
  if (!checked.ok) {
    if (checked.status !== 401) return { ok: false, message: checked.message }
    const message = ACCOUNT_FORM_MESSAGES.currentWrong
    return { ok: false, message, fieldErrors: { current: message } }
  }
  await endMemberSession(payload, member.id, sessionIdOfToken(checked.token))
  return null
}

/**
 * One request wins the link. Written as the server, which the collection's refusal of bare e-mail changes leaves alone.
 */
export async function confirmEmailChange(payload: Payload, token: string): Promise<boolean> {
  try {
    return await inTransaction({ payload }, async (req) => {
      const spent = await consumeEmailChangeToken(payload, token, req)
      if (!spent) return false
      await payload.update({
        collection: 'members',
        id: spent.memberId,
        data: { email: spent.newEmail, email_confirmed_at: new Date().toISOString() },
        req,
        overrideAccess: true,
        depth: 0,
      })
      return true
    })
  } catch (error) {
    payload.logger.error({ err: error }, '[profile] changement d’e-mail impossible')
    return false
  }
}
