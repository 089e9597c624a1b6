import type { RequestContext } from 'payload'

import type { DeclaredActionStatus } from '@/domain/declaredActions/declaredActions'
import type { MemberStatus } from '@/domain/members/memberOptions'
import type { MemberDecision } from '@/domain/members/memberTransitions'
import type { ProjectActor } from '@/domain/projects/projectTransitions'
import type { ProjectStatus } from '@/domain/projects/projectVisibility'

// Only server code sets a context, so no key here can be forged from outside;
// use only these functions (`tests/unit/requestContext.test.ts` checks).

const KEYS = {
  disableRevalidate: 'disableRevalidate',
  accountChange: 'tryb.accountChange',
  unknownPassword: 'tryb.unknownPassword',
  passwordResetOnly: 'passwordResetOnly',
  secondFactorAnswer: 'secondFactorAnswer',
  secondFactorOutcome: 'secondFactorOutcome',
  pendingPeriodPoints: 'pendingPeriodPoints',
  paymentWriter: 'tryb.paymentWriter',
  openedPayment: 'tryb.openedPayment',
} as const

export const withoutRevalidation = (): RequestContext => ({ [KEYS.disableRevalidate]: true })
export const revalidationDisabled = (context: RequestContext) => context[KEYS.disableRevalidate] === true

// Our own account flows (password change, e-mail change confirmed by its link, password reset),
// the only writes of a member's `email` or `password` a member may make.

export const markAccountChange = (context: RequestContext) => {
  context[KEYS.accountChange] = true
}
export const isAccountChange = (context: RequestContext) => context[KEYS.accountChange] === true

// The one flow that writes a password nobody knows (an application: the applicant signs in by
// magic link); that member has no password of their own yet.

export const markUnknownPassword = (context: RequestContext) => {
  context[KEYS.unknownPassword] = true
}
export const clearUnknownPassword = (context: RequestContext) => {
  delete context[KEYS.unknownPassword]
}
export const isUnknownPassword = (context: RequestContext) => context[KEYS.unknownPassword] === true

export const passwordResetOnly = (): RequestContext => ({ [KEYS.passwordResetOnly]: true })
export const isPasswordResetOnly = (context: RequestContext) => context[KEYS.passwordResetOnly] === true

/** What a staff login carries beside the password: the authenticator's or a recovery code, and at a first login the secret being enrolled. */
export type SecondFactorAnswer = { code?: string; enrolmentSecret?: string }

export type SecondFactorOutcome = { recoveryCodes?: string[] }

export const secondFactorLogin = (answer: SecondFactorAnswer | undefined, outcome?: SecondFactorOutcome) => ({
  [KEYS.secondFactorAnswer]: answer,
  [KEYS.secondFactorOutcome]: outcome,
})

export const secondFactorOutcomeOf = (context: RequestContext): SecondFactorOutcome | undefined =>
  context[KEYS.secondFactorOutcome] as SecondFactorOutcome | undefined

export const secondFactorAnswerOf = (context: RequestContext): SecondFactorAnswer => {
  const answer = context[KEYS.secondFactorAnswer] as SecondFactorAnswer | undefined
  return {
    code: typeof answer?.code === 'string' ? answer.code.trim().slice(0, 64) : undefined,
    enrolmentSecret: typeof answer?.enrolmentSecret === 'string' ? answer.enrolmentSecret : undefined,
  }
}

/** The members whose period points one request reads in the same turn, and their shared sum. */
export type PendingPeriodPoints = { ids: Set<number>; totals: Promise<Map<number, number>> }

export const pendingPeriodPointsOf = (context: RequestContext) =>
  context[KEYS.pendingPeriodPoints] as PendingPeriodPoints | undefined
export const setPendingPeriodPoints = (context: RequestContext, batch: PendingPeriodPoints) => {
  context[KEYS.pendingPeriodPoints] = batch
}
export const clearPendingPeriodPoints = (context: RequestContext, batch: PendingPeriodPoints) => {
  if (context[KEYS.pendingPeriodPoints] === batch) delete context[KEYS.pendingPeriodPoints]
}

// Keyed by document since one request may move several; taking it removes it, so a move is recorded once.

export type ProjectMove = { from: ProjectStatus; to: ProjectStatus; actor: ProjectActor; notes: string | null }
export type DeclaredActionMove = { from: DeclaredActionStatus; to: DeclaredActionStatus; reason: string | null }
export type MemberMove = { from: MemberStatus; to: MemberStatus; decision: MemberDecision | 'undone' }

type Moves = { project: ProjectMove; declaredAction: DeclaredActionMove; member: MemberMove }

const moveKey = (kind: keyof Moves, id: number) => `${kind}Move:${id}`

export const leaveMove = <Kind extends keyof Moves>(
  context: RequestContext,
  kind: Kind,
  id: number,
  move: Moves[Kind],
) => {
  context[moveKey(kind, id)] = move
}

export const takeMove = <Kind extends keyof Moves>(context: RequestContext, kind: Kind, id: number) => {
  const move = context[moveKey(kind, id)] as Moves[Kind] | undefined
  delete context[moveKey(kind, id)]
  return move
}

// The payment module's mark while it writes a payment or an invoice: the collections' hooks
// refuse any write without it (server code that skipped the module included).

export const isPaymentWriter = (context: RequestContext) => context[KEYS.paymentWriter] === true

export async function asPaymentWriter<T>(context: RequestContext, write: () => Promise<T>): Promise<T> {
  const before = context[KEYS.paymentWriter]
  context[KEYS.paymentWriter] = true
  try {
    return await write()
  } finally {
    context[KEYS.paymentWriter] = before
  }
}

// The payment an approval opened, left by the projects' `openPaymentOnApproval` for the approval
// e-mail written by `recordModeration` in the same request, keyed by project.

export type OpenedPayment = { amountCents: number; dueAt: string; reference: string | null }

export const leaveOpenedPayment = (context: RequestContext, projectId: number, payment: OpenedPayment) => {
  context[`${KEYS.openedPayment}:${projectId}`] = payment
}

export const openedPaymentOf = (context: RequestContext, projectId: number) =>
  context[`${KEYS.openedPayment}:${projectId}`] as OpenedPayment | undefined
