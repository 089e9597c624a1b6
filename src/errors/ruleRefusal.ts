/**
 * Payload's own errors may name internals and never reach a user. Checked by shape: the build can hold two copies of
 * Payload's errors.
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
