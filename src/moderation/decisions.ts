import type { PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import type { User } from '@/payload-types'

import { ACCESS_DENIED, moderationRefusal } from './accessDenied'

export type SignedInAdmin = User & { collection: 'users' }

export type ModerationOutcome = { ok: true; message: string } | { ok: false; message: string; needsConfirmation?: true }

export const refused = (message: string): ModerationOutcome => ({ ok: false, message })

export const accessRefused = (user: PayloadRequest['user'] | undefined): ModerationOutcome =>
  refused(moderationRefusal(user) ?? ACCESS_DENIED.title)

export const asAdmin = (user: PayloadRequest['user'] | undefined): SignedInAdmin | null =>
  user && isAdmin(user) ? (user as SignedInAdmin) : null

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
