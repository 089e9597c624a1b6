import type { MemberStatus } from './memberOptions'
import { UNDO_MESSAGES, withinUndoWindow } from '../moderation/undo'

export type MemberDecision = 'activated' | 'paused' | 'deactivated' | 'reactivated'

export const MEMBER_TRANSITION_ERRORS = {
  emailUnconfirmed: 'Ce membre n’a pas encore confirmé son adresse e-mail : il ne peut pas être activé.',
  backToWaitlist: 'Un membre examiné ne retourne pas en attente.',
  undoExpired: UNDO_MESSAGES.expired,
} as const

/** Signed up and not yet through the confirmation link: activation waits for it (applicants confirm by signing in). */
export const awaitsEmailConfirmation = (member: {
  source?: string | null
  email_confirmed_at?: string | null
}): boolean => member.source === 'signup' && !member.email_confirmed_at

const UNDOABLE: readonly MemberDecision[] = ['activated', 'paused']

/**
 * The member status machine (docs/PRODUCT-RULES.md#members); a reviewed member
 * returns to the waitlist only by an admin's undo within `UNDO_WINDOW_SECONDS`.
 */
export function memberTransition(change: {
  from: MemberStatus
  to: MemberStatus
  /** Signed up and not yet through the confirmation link (applicants confirm by signing in). */
  awaitingEmailConfirmation: boolean
  undo?: { decision: string | null; decidedAt: Date | string | null; now: Date }
}): { error: string } | { decision: MemberDecision | 'undone' | null } {
  const { from, to, undo } = change
  if (from === to) return { decision: null }
  if (to === 'waitlist' && undo && UNDOABLE.some((decision) => decision === undo.decision)) {
    return withinUndoWindow(undo.decidedAt, undo.now)
      ? { decision: 'undone' }
      : { error: MEMBER_TRANSITION_ERRORS.undoExpired }
  }
  if (to === 'waitlist') return { error: MEMBER_TRANSITION_ERRORS.backToWaitlist }
  if (from === 'waitlist' && to === 'active') {
    return change.awaitingEmailConfirmation
      ? { error: MEMBER_TRANSITION_ERRORS.emailUnconfirmed }
      : { decision: 'activated' }
  }
  if (from === 'waitlist') return { decision: 'paused' }
  return { decision: to === 'active' ? 'reactivated' : 'deactivated' }
}
