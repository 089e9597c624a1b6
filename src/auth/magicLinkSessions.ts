import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { isRecentSignIn } from '@/domain/auth/reauthentication'

import { sessionIdOfToken } from './memberSession'

const keyOf = (sessionId: string) => `magic-link-session:${sessionId}`

/** For a few minutes the magic link stands for the password where the account asks for it again. */
export async function recordMagicLinkSession(payload: Payload, sessionToken: string): Promise<void> {
  const sessionId = sessionIdOfToken(sessionToken)
  if (!sessionId) return
  const db = await drizzleFor(payload)
  await db.execute(sql`
    insert into payload_kv (key, data) values (${keyOf(sessionId)}, ${JSON.stringify({ signedInAt: new Date().toISOString() })}::jsonb)
    on conflict (key) do nothing`)
}

export async function isRecentMagicLinkSession(payload: Payload, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`select data from payload_kv where key = ${keyOf(sessionId)}`)
  const signedInAt = (rows[0] as { data?: { signedInAt?: string } } | undefined)?.data?.signedInAt
  return signedInAt !== undefined && isRecentSignIn(new Date(signedInAt), new Date())
}
