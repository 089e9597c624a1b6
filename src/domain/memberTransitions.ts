import type { MemberStatus } from './memberOptions'

/** How `admin-decisions` names a change of membership. */
export type MemberDecision = 'activated' | 'paused' | 'deactivated' | 'reactivated'

export const MEMBER_TRANSITION_ERRORS = {
  emailUnconfirmed: 'Ce membre n’a pas encore confirmé son adresse e-mail : il ne peut pas être activé.',
  backToWaitlist: 'Un membre examiné ne retourne pas en liste d’attente.',
} as const

/**
 * The member status machine: waitlist → active (the admin accepts, once a signed-up member
 * confirmed the address; an applicant's activation e-mail signs them in, which confirms it),
 * waitlist → inactive (paused), active → inactive (semester close or an admin deactivates),
 * inactive → active (reactivated). Returns the refusal, or the decision the change records.
 */
export function memberTransition(change: {
  from: MemberStatus
  to: MemberStatus
  /** Signed up and not yet through the confirmation link (applicants confirm by signing in). */
  awaitingEmailConfirmation: boolean
}): { error: string } | { decision: MemberDecision | null } {
  const { from, to } = change
  if (from === to) return { decision: null }
  if (to === 'waitlist') return { error: MEMBER_TRANSITION_ERRORS.backToWaitlist }
  if (from === 'waitlist' && to === 'active') {
    return change.awaitingEmailConfirmation
      ? { error: MEMBER_TRANSITION_ERRORS.emailUnconfirmed }
      : { decision: 'activated' }
  }
  if (from === 'waitlist') return { decision: 'paused' }
  return { decision: to === 'active' ? 'reactivated' : 'deactivated' }
}
