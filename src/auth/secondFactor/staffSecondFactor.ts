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
} from '@/domain/auth/secondFactor'

import { openSecret, recoveryCodeHash, sealSecret } from './secretBox'

type Req = Partial<PayloadRequest>

export type SecondFactorState = {
  sealedSecret: string | null
  sealedPendingSecret: string | null
  lastUsedStep: number | null
  recoveryCodesLeft: number
  enabledAt: string | null
}

const NO_SECOND_FACTOR: SecondFactorState = {
  sealedSecret: null,
  sealedPendingSecret: null,
  lastUsedStep: null,
  recoveryCodesLeft: 0,
  enabledAt: null,
}

export async function readSecondFactor(payload: Payload, userId: number, req?: Req): Promise<SecondFactorState> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    select secret, pending_secret, last_step::bigint as last_step,
      coalesce(jsonb_array_length(recovery_codes), 0)::int as codes_left, enabled_at
    from staff_second_factors where user_id = ${userId}`)
  const row = rows[0] as
    | {
        secret: string | null
        pending_secret: string | null
        last_step: string | null
        codes_left: number
        enabled_at: Date | string | null
      }
    | undefined
  if (!row) return NO_SECOND_FACTOR
  return {
    sealedSecret: row.secret,
    sealedPendingSecret: row.pending_secret,
    lastUsedStep: row.last_step === null ? null : Number(row.last_step),
    recoveryCodesLeft: row.codes_left,
    enabledAt: row.enabled_at === null ? null : new Date(row.enabled_at).toISOString(),
  }
}

export async function mustHaveSecondFactor(payload: Payload, user: { roles?: string[] | null }, req?: Req) {
  if (!isAdmin({ ...user, collection: 'users' } as PayloadRequest['user'])) return false
  const settings = await payload.findGlobal({ slug: 'staff-security', req, depth: 0, overrideAccess: true })
  return settings.second_factor_required_for_admins === true
}

export type EnrolmentMaterial = { secret: string; otpauthUri: string; qrCode: string }

/** The QR code is drawn here, on the server, as an SVG data address: nothing is fetched from elsewhere. */
export async function enrolmentMaterial(secret: string, email: string): Promise<EnrolmentMaterial> {
  const uri = otpauthUri(secret, email)
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/** Recorded by the same conditional update, so two requests cannot both use one code. */
export async function consumeLoginCode(
  payload: Payload,
  userId: number,
  code: string,
  req: Req,
): Promise<'authenticator' | 'recovery' | null> {
  const state = await readSecondFactor(payload, userId, req)
  const secret = state.sealedSecret ? openSecret(payload.secret, state.sealedSecret) : null
  if (!secret) return null
  const db = await drizzleFor(payload, req)
  const step = acceptedTimeStep(secret, code, Date.now(), state.lastUsedStep)
  if (step !== null) {
    const { rows } = await db.execute(sql`
      update staff_second_factors set last_step = ${step}, updated_at = now()
      where user_id = ${userId} and secret is not null and (last_step is null or last_step < ${step}) returning id`)
    return rows.length === 1 ? 'authenticator' : null
  }
  if (!looksLikeRecoveryCode(code)) return null
  const hash = recoveryCodeHash(payload.secret, normalizeRecoveryCode(code))
  const { rows } = await db.execute(sql`
    update staff_second_factors set recovery_codes = recovery_codes - ${hash}::text, updated_at = now()
    where user_id = ${userId} and secret is not null and recovery_codes @> jsonb_build_array(${hash}::text)
    returning id`)
  return rows.length === 1 ? 'recovery' : null
}

/** The recovery codes are shown once; only their hashes are kept. */
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
  const sealed = sealSecret(payload.secret, secret)
  const recoveryCodes = JSON.stringify(hashes)
  // From the account screen the row exists (its pending secret); at login it may not yet.
  const { rows } = await db.execute(
    pending === undefined
      ? sql`
        insert into staff_second_factors
          (user_id, secret, last_step, recovery_codes, enabled_at, updated_at, created_at)
        values (${userId}, ${sealed}, ${step}, ${recoveryCodes}::jsonb, now(), now(), now())
        on conflict (user_id) do update set secret = excluded.secret, pending_secret = null,
          last_step = excluded.last_step, recovery_codes = excluded.recovery_codes, enabled_at = now(), updated_at = now()
        where staff_second_factors.secret is null
        returning id`
      : sql`
        update staff_second_factors set secret = ${sealed}, pending_secret = null, last_step = ${step},
          recovery_codes = ${recoveryCodes}::jsonb, enabled_at = now(), updated_at = now()
        where user_id = ${userId} and secret is null and pending_secret = ${pending}
        returning id`,
  )
  return rows.length === 1 ? codes : null
}

export async function startEnrolment(payload: Payload, user: { id: number; email: string }) {
  const secret = newTotpSecret()
  const db = await drizzleFor(payload)
  await db.execute(sql`
    insert into staff_second_factors (user_id, pending_secret, updated_at, created_at)
    values (${user.id}, ${sealSecret(payload.secret, secret)}, now(), now())
    on conflict (user_id) do update set pending_secret = excluded.pending_secret, updated_at = now()`)
  return enrolmentMaterial(secret, user.email)
}

export async function pendingSecret(payload: Payload, userId: number) {
  const state = await readSecondFactor(payload, userId)
  const secret = state.sealedPendingSecret ? openSecret(payload.secret, state.sealedPendingSecret) : null
  return secret && state.sealedPendingSecret ? { secret, sealed: state.sealedPendingSecret } : null
}

export async function clearSecondFactor(payload: Payload, userId: number, req: Req): Promise<boolean> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    delete from staff_second_factors where user_id = ${userId} and secret is not null returning id`)
  return rows.length === 1
}
