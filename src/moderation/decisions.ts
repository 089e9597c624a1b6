import {
  APIError,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { isAdmin } from '@/access/utilities'
import type { User } from '@/payload-types'

import { ACCESS_DENIED } from './accessDenied'

export type SignedInAdmin = User & { collection: 'users' }

/**
 * What a moderation decision tells the admin: a success, a refusal in French, or — when
 * accepting would go beyond the capacity — the question to confirm before trying again.
 */
export type ModerationOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; needsConfirmation?: true }

export const refused = (message: string): ModerationOutcome => ({ ok: false, message })

export const accessRefused = (): ModerationOutcome => refused(ACCESS_DENIED.title)

/** The caller as an admin, or null for anyone else (members, marketing users, visitors). */
export const asAdmin = (user: PayloadRequest['user'] | undefined): SignedInAdmin | null =>
  user && isAdmin(user) ? (user as SignedInAdmin) : null

/** A document id as a form or a client sends it: a positive integer, or null. */
export function documentId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The French message of a refusal raised by our own rules (the status machines throw a bare,
 * public `APIError`), or null. Payload's own errors (validation, forbidden…) speak English and
 * may name internals, so they never reach the admin as they are.
 */
export function ruleRefusal(error: unknown): string | null {
  return error instanceof APIError && error.constructor === APIError && error.isPublic ? error.message : null
}

/**
 * Runs one decision as `admin` in its own transaction, so what `decide` checks under its row
 * lock still holds when the change commits; rolled back if it throws.
 */
export async function inTransaction<T>(payload: Payload, admin: SignedInAdmin, decide: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ user: admin }, payload)
  await initTransaction(req)
  try {
    const result = await decide(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Thrown inside a decision to roll it back and answer `outcome` (a refusal found under the lock). */
export class DecisionRefused extends Error {
  constructor(readonly outcome: ModerationOutcome) {
    super(outcome.message)
  }
}
