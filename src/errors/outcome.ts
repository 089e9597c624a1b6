import type { PayloadRequest } from 'payload'

import { ACCESS_DENIED, moderationRefusal } from '@/auth/accessDenied'

/** What an admin's action answers its screen: done, or refused with the French reason. */
export type AdminOutcome = { ok: true; message: string } | { ok: false; message: string; needsConfirmation?: true }

export const refused = (message: string): AdminOutcome => ({ ok: false, message })

export const accessRefused = (user: PayloadRequest['user'] | undefined): AdminOutcome =>
  refused(moderationRefusal(user) ?? ACCESS_DENIED.title)

/** Thrown inside a decision to roll it back and answer `outcome` (a refusal found under the lock). */
export class DecisionRefused extends Error {
  constructor(readonly outcome: AdminOutcome) {
    super(outcome.message)
  }
}
