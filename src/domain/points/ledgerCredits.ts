// The points ledger's words: why a row credits points and what earned it.
import { ACTION_TYPES } from '../declaredActions/declaredActions'

/** Why a ledger row credits points: a supporting action or a referral that became active. */
export const CREDIT_REASONS = [...ACTION_TYPES, 'referral', 'adjustment', 'feedback'] as const
export type CreditReason = (typeof CREDIT_REASONS)[number]

/** What earned a credit; with the source id it is unique, so a credit happens exactly once. */
export const CREDIT_SOURCES = [
  'declared-action',
  'referral',
  'admin-adjustment',
  // A feedback marked "Utile" (source id `<feedback>:<mark>`), and the row taking it back when un-marked.
  'feedback-helpful',
  'feedback-helpful-reversal',
] as const
export type CreditSource = (typeof CREDIT_SOURCES)[number]
