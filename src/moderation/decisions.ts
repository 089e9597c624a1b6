import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

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

/**
 * The French message of a refusal raised by our own rules, or null: the status machines throw a
 * public error with a 400 (a move they forbid) or a 409 (someone changed the document meanwhile)
 * and no field errors; pass `statuses` for rules that answer otherwise (403 for "not yours"). Payload's own errors (validation, forbidden…) may name internals, so they
 * never reach a user as they are. Checked by shape, not with `instanceof`: in the Next build the
 * hooks and the server actions can hold two copies of Payload's error classes.
 */
export function ruleRefusal(error: unknown, statuses: readonly number[] = [400, 409]): string | null {
  if (!(error instanceof Error)) return null
  const { isPublic, status, data } = error as Error & {
    isPublic?: boolean
    status?: number
    data?: { errors?: unknown } | null
  }
  return isPublic === true && status !== undefined && statuses.includes(status) && !data?.errors && error.message
    ? error.message
    : null
}

/**
 * Runs one decision as `admin` in its own transaction, so what `decide` checks under its row
 * lock still holds when the change commits; rolled back if it throws.
 */
export async function inTransaction<T>(
  payload: Payload,
  admin: SignedInAdmin,
  decide: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
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
