/** The foreign keys make the delete fail and roll back, so nothing is lost: a 409, never a 500. */
const REFERENCED_CODES = new Set([
  '23502', // not_null_violation: a `set null` on a required column
  '23503', // foreign_key_violation
])

export const HISTORY_STILL_REFERENCED_MESSAGE =
  'Suppression impossible : un historique s’y rattache encore (points, actions déclarées, votes, paiements…). Désactive ou archive plutôt.'

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

export const UNKNOWN_REFERENCE_MESSAGE = 'Un document désigné n’existe pas ou plus : rien n’a été enregistré.'

/** A write naming a document deleted between the check of its relations and the write itself: a 400, never a 500. */
export function isUnknownReference(error: unknown): boolean {
  let foreignKey = false
  let deleting = false
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause, query } = current as { code?: unknown; cause?: unknown; query?: unknown }
    if (code === '23503') foreignKey = true
    if (typeof query === 'string' && /^\s*delete\b/i.test(query)) deleting = true
    current = cause
  }
  return foreignKey && !deleting
}
