import type { PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import type { User } from '@/payload-types'

import { ACCESS_DENIED, moderationRefusal } from './accessDenied'

export type SignedInAdmin = User & { collection: 'users' }

/**
 * What a moderation decision tells the admin: a success, a refusal in French, or — when
 * accepting would go beyond the capacity — the question to confirm before trying again.
 */
export type ModerationOutcome = { ok: true; message: string } | { ok: false; message: string; needsConfirmation?: true }

export const refused = (message: string): ModerationOutcome => ({ ok: false, message })

/** The refusal for a caller who may not moderate (signed out, member or marketing user). */
export const accessRefused = (user: PayloadRequest['user'] | undefined): ModerationOutcome =>
  refused(moderationRefusal(user) ?? ACCESS_DENIED.title)

/** The caller as an admin, or null for anyone else (members, marketing users, visitors). */
export const asAdmin = (user: PayloadRequest['user'] | undefined): SignedInAdmin | null =>
  user && isAdmin(user) ? (user as SignedInAdmin) : null

/** A document id as a form or a client sends it: a positive integer, or null. */
export function documentId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Thrown inside a decision to roll it back and answer `outcome` (a refusal found under the lock). */
export class DecisionRefused extends Error {
  constructor(readonly outcome: ModerationOutcome) {
    super(outcome.message)
  }
}
