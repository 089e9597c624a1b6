import { createHash, randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { MagicLinkToken } from '@/payload-types'

export type TokenPurpose = MagicLinkToken['purpose']

export const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  login: 15,
  reset: 30,
  confirm: 7 * 24 * 60,
  'email-change': 24 * 60,
}

/**
 * The acceptance e-mail's sign-in link (`memberActivated`): a login token like the magic link's,
 * single use, but read days later, so it lives as long as the address confirmation's.
 */
export const ACTIVATION_LINK_LIFETIME_MINUTES = TOKEN_LIFETIME_MINUTES.confirm

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** Only the SHA-256 hash is stored, so a database leak gives no working link. */
export async function createToken(
  payload: Payload,
  memberId: number,
  purpose: TokenPurpose,
  req?: Partial<PayloadRequest>,
  newEmail?: string,
  lifetimeMinutes: number = TOKEN_LIFETIME_MINUTES[purpose],
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + lifetimeMinutes * 60_000)
  await payload.create({
    collection: 'magic-link-tokens',
    data: {
      token_hash: hashOf(token),
      member: memberId,
      purpose,
      new_email: newEmail,
      expires_at: expiresAt.toISOString(),
    },
    overrideAccess: true,
    req,
  })
  return token
}

/** One conditional UPDATE that only one request can win. */
export async function consumeToken(
  payload: Payload,
  token: string,
  purpose: TokenPurpose,
  req?: Partial<PayloadRequest>,
): Promise<number | null> {
  return (await spendToken(payload, token, purpose, req))?.memberId ?? null
}

export async function consumeEmailChangeToken(
  payload: Payload,
  token: string,
  req?: Partial<PayloadRequest>,
): Promise<{ memberId: number; newEmail: string } | null> {
  const spent = await spendToken(payload, token, 'email-change', req)
  return spent?.newEmail ? { memberId: spent.memberId, newEmail: spent.newEmail } : null
}

async function spendToken(payload: Payload, token: string, purpose: TokenPurpose, req?: Partial<PayloadRequest>) {
  if (!token) return null
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    update magic_link_tokens set used_at = now(), updated_at = now()
    where token_hash = ${hashOf(token)} and purpose = ${purpose}
      and used_at is null and expires_at > now()
    returning member_id, new_email`)
  const row = rows[0] as { member_id: number; new_email: string | null } | undefined
  return row ? { memberId: row.member_id, newEmail: row.new_email } : null
}

export async function isTokenUsable(payload: Payload, token: string, purpose: TokenPurpose): Promise<boolean> {
  if (!token) return false
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    select 1 from magic_link_tokens
    where token_hash = ${hashOf(token)} and purpose = ${purpose} and used_at is null and expires_at > now()`)
  return rows.length === 1
}

/**
 * Spends a member's unspent tokens of one purpose now, in `req`'s transaction: an undone
 * activation takes back the sign-in link its e-mail carried.
 */
export async function spendUnusedTokens(
  payload: Payload,
  memberId: number,
  purpose: TokenPurpose,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`
    update magic_link_tokens set used_at = now(), updated_at = now()
    where member_id = ${memberId} and purpose = ${purpose} and used_at is null`)
}
