import type { AfterErrorHook } from 'payload'

/**
 * Payload's REST answer to a public error (a rule's French refusal, a validation error) in the
 * shape Payload gives it, whichever copy of Payload's error classes threw it: in the production
 * build the hooks hold a copy of their own, Payload's `instanceof` check fails, and the French
 * message became "An unknown error occurred.". Errors that are not public (5xx) stay hidden.
 */
export const publicErrorAnswer: AfterErrorHook = ({ error }) => {
  const { isPublic, status, name, message, data } = error as Error & {
    isPublic?: boolean
    status?: number
    data?: Record<string, unknown> | null
  }
  if (isPublic !== true || !status || status >= 500 || !message) return
  return { response: { errors: [{ name, message, ...(data ? { data } : {}) }] }, status }
}
