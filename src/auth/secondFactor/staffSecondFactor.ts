import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import QRCode from 'qrcode'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import {
  acceptedTimeStep,
  formatRecoveryCode,
  looksLikeRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  RECOVERY_CODE_COUNT,
} from '@/domain/secondFactor'

import { openSecret, recoveryCodeHash, sealSecret } from './secretBox'

type Req = Partial<PayloadRequest>

/** What the server knows of a staff account's second factor (never sent to a browser as is). */
export type SecondFactorState = {
  sealedSecret: string | null
  sealedPendingSecret: string | null
  lastUsedStep: number | null
  recoveryCodesLeft: number
  enabledAt: string | null
}

export async function readSecondFactor(payload: Payload, userId: number, req?: Req): Promise<SecondFactorState | null> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    select totp_secret, totp_pending_secret, totp_last_step::bigint as last_step,
      coalesce(jsonb_array_length(totp_recovery_codes), 0)::int as codes_left, totp_enabled_at
    from users where id = ${userId}`)
  const row = rows[0] as
    | {
        totp_secret: string | null
        totp_pending_secret: string | null
        last_step: string | null
        codes_left: number
        totp_enabled_at: Date | string | null
      }
    | undefined
  if (!row) return null
  return {
    sealedSecret: row.totp_secret,
    sealedPendingSecret: row.totp_pending_secret,
    lastUsedStep: row.last_step === null ? null : Number(row.last_step),
    recoveryCodesLeft: row.codes_left,
    enabledAt: row.totp_enabled_at === null ? null : new Date(row.totp_enabled_at).toISOString(),
  }
}

/** Whether the staff security setting obliges this account to have a second factor (admins only). */
export async function mustHaveSecondFactor(payload: Payload, user: { roles?: string[] | null }, req?: Req) {
  if (!isAdmin({ ...user, collection: 'users' } as PayloadRequest['user'])) return false
  const settings = await payload.findGlobal({ slug: 'staff-security', req, depth: 0, overrideAccess: true })
  return settings.second_factor_required_for_admins === true
}

/** What an authenticator app needs: the secret to type, its `otpauth://` address and that address as a QR code. */
export type EnrolmentMaterial = { secret: string; otpauthUri: string; qrCode: string }

/** The QR code is drawn here, on the server, as an SVG data address: nothing is fetched from elsewhere. */
export async function enrolmentMaterial(secret: string, email: string): Promise<EnrolmentMaterial> {
  const uri = otpauthUri(secret, email)
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/**
 * Signs in with `code`: the authenticator's code of a step newer than the last one used (recorded
 * by the same conditional update, so two requests cannot both use it), or one of the recovery
 * codes, removed as it is used. Runs in the login's transaction.
 */
export async function consumeLoginCode(
  payload: Payload,
  userId: number,
  code: string,
  req: Req,
): Promise<'authenticator' | 'recovery' | null> {
  const state = await readSecondFactor(payload, userId, req)
  const secret = state?.sealedSecret ? openSecret(payload.secret, state.sealedSecret) : null
  if (!state || !secret) return null
  const db = await drizzleFor(payload, req)
  const step = acceptedTimeStep(secret, code, Date.now(), state.lastUsedStep)
  if (step !== null) {
    const { rows } = await db.execute(sql`
      update users set totp_last_step = ${step}
      where id = ${userId} and (totp_last_step is null or totp_last_step < ${step}) returning id`)
    return rows.length === 1 ? 'authenticator' : null
  }
  if (!looksLikeRecoveryCode(code)) return null
  const hash = recoveryCodeHash(payload.secret, normalizeRecoveryCode(code))
  const { rows } = await db.execute(sql`
    update users set totp_recovery_codes = totp_recovery_codes - ${hash}::text
    where id = ${userId} and totp_recovery_codes @> jsonb_build_array(${hash}::text) returning id`)
  return rows.length === 1 ? 'recovery' : null
}

/**
 * Turns the second factor on with `secret` once `code` proved the authenticator holds it, and
 * returns the ten recovery codes, shown once (only their hashes are kept). Only an account
 * without one: from the account screen, the pending secret stored must still be `pending`; at
 * login (an admin the setting obliges) the secret comes back with the code, after the password.
 */
export async function completeEnrolment(
  payload: Payload,
  userId: number,
  { secret, code, pending }: { secret: string; code: string; pending?: string },
  req?: Req,
): Promise<string[] | null> {
  const step = acceptedTimeStep(secret, code, Date.now(), null)
  if (step === null) return null
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(20)))
  const hashes = codes.map((recovery) => recoveryCodeHash(payload.secret, normalizeRecoveryCode(recovery)))
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    update users set totp_secret = ${sealSecret(payload.secret, secret)}, totp_pending_secret = null,
      totp_last_step = ${step}, totp_recovery_codes = ${JSON.stringify(hashes)}::jsonb, totp_enabled_at = now()
    where id = ${userId} and totp_secret is null
      ${pending === undefined ? sql`` : sql`and totp_pending_secret = ${pending}`}
    returning id`)
  return rows.length === 1 ? codes : null
}

/** A new secret kept as pending until a code confirms it (the account screen's "Activer"). */
export async function startEnrolment(payload: Payload, user: { id: number; email: string }) {
  const secret = newTotpSecret()
  const db = await drizzleFor(payload)
  await db.execute(
    sql`update users set totp_pending_secret = ${sealSecret(payload.secret, secret)} where id = ${user.id}`,
  )
  return enrolmentMaterial(secret, user.email)
}

/** The pending secret of `userId` opened, with its sealed form (the confirmation's condition). */
export async function pendingSecret(payload: Payload, userId: number) {
  const state = await readSecondFactor(payload, userId)
  const secret = state?.sealedPendingSecret ? openSecret(payload.secret, state.sealedPendingSecret) : null
  return secret && state?.sealedPendingSecret ? { secret, sealed: state.sealedPendingSecret } : null
}

/** Forgets the second factor of `userId` (a lost device); the caller audits it. */
export async function clearSecondFactor(payload: Payload, userId: number, req: Req): Promise<boolean> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null,
      totp_recovery_codes = null, totp_enabled_at = null
    where id = ${userId} and totp_secret is not null returning id`)
  return rows.length === 1
}
