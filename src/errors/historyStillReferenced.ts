/**
 * A deletion PostgreSQL refuses because other rows still point at the row: a member's points,
 * votes, declared actions or payments, a project's invoices. Their foreign keys are `set null`
 * on `not null` columns (or restrict), so the delete fails and its transaction is rolled back:
 * nothing is lost. It is the admin's request that cannot be done, a 409 in French, never a 500.
 */
const REFERENCED_CODES = new Set([
  '23502', // not_null_violation: a `set null` on a required column
  '23503', // foreign_key_violation
])

export const HISTORY_STILL_REFERENCED_MESSAGE =
  'Suppression impossible : un historique s’y rattache encore (points, actions déclarées, votes, paiements…). Désactive ou archive plutôt.'

/** Whether `error`, or an error it wraps, is PostgreSQL refusing a `delete` that would orphan rows. */
export function isHistoryStillReferenced(error: unknown): boolean {
  let referenced = false
  let deleting = false
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause, query } = current as { code?: unknown; cause?: unknown; query?: unknown }
    if (typeof code === 'string' && REFERENCED_CODES.has(code)) referenced = true
    if (typeof query === 'string' && /^\s*delete\b/i.test(query)) deleting = true
    current = cause
  }
  return referenced && deleting
}
