/**
 * The French message of a refusal raised by our own rules, or null: the status machines and the
 * collections' rule hooks throw a public error with a 400 (a move they forbid) or a 409 (someone
 * changed the document meanwhile) and no field errors; pass `statuses` for rules that answer
 * otherwise (403 for "not yours"). Payload's own errors (validation, forbidden…) may name
 * internals, so they never reach a user as they are. Checked by shape, not with `instanceof`: in
 * the Next build the hooks and the server actions can hold two copies of Payload's error classes.
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
