import type { MemberStatus } from './memberOptions'
import { UNDO_MESSAGES, withinUndoWindow } from './undo'

/** How `admin-decisions` names a change of membership. */
export type MemberDecision = 'activated' | 'paused' | 'deactivated' | 'reactivated'

export const MEMBER_TRANSITION_ERRORS = {
  emailUnconfirmed: 'Ce membre n’a pas encore confirmé son adresse e-mail : il ne peut pas être activé.',
  backToWaitlist: 'Un membre examiné ne retourne pas en liste d’attente.',
  undoExpired: UNDO_MESSAGES.expired,
} as const

/** The review decisions an admin may undo, back to the waiting list: "Accepter" and "Mettre en pause". */
const UNDOABLE: readonly MemberDecision[] = ['activated', 'paused']

/**
 * The member status machine: waitlist → active (the admin accepts, once a signed-up member
 * confirmed the address; an applicant's activation e-mail signs them in, which confirms it),
 * waitlist → inactive (paused), active → inactive (semester close or an admin deactivates),
 * inactive → active (reactivated). A reviewed member returns to the waiting list only by an
 * admin's undo of the review (`undo`: the last decision on record, when, and now) within
 * `UNDO_WINDOW_SECONDS`. Returns the refusal, or the decision the change records ('undone' for
 * an undo).
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
