/**
 * The French message of a refusal raised by our own rules, or null: our hooks throw a public error
 * with a 400 (a forbidden move) or a 409 (changed meanwhile) and no field errors; pass `statuses`
 * for rules that answer otherwise (403). Payload's own errors may name internals and never reach a
 * user. Checked by shape: the Next build can hold two copies of Payload's errors.
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
