import type { AfterErrorHook } from 'payload'

import { isConnectionLoss } from '@/domain/connectionLoss'
import { OUTAGE } from '@/domain/outage'

import { isMalformedInput, MALFORMED_INPUT_MESSAGE } from './malformedInput'

/** Payload's own public refusals that reach a client in English, in French. */
const PAYLOAD_MESSAGES_IN_FRENCH: Record<string, string> = {
  'Invalid JSON': 'Le contenu envoyé n’est pas un JSON valide.',
}

/**
 * Payload's REST answer to a public error (a rule's French refusal, a validation error), whichever
 * copy of Payload's error classes threw it: in the production build the hooks hold their own copy
 * and Payload's `instanceof` check fails. A value PostgreSQL refuses as malformed is the client's
 * 400; a database connection lost under the request (a restart) is the outage's 503
 * (`withOutageAnswer` adds its Retry-After); other non-public errors (5xx) stay hidden.
 */
export const publicErrorAnswer: AfterErrorHook = ({ error }) => {
  if (isConnectionLoss(error)) return { response: { errors: [{ message: OUTAGE.title }] }, status: 503 }
  if (isMalformedInput(error)) return { response: { errors: [{ message: MALFORMED_INPUT_MESSAGE }] }, status: 400 }
  const { isPublic, status, name, message, data } = error as Error & {
    isPublic?: boolean
    status?: number
    data?: Record<string, unknown> | null
  }
  const french = PAYLOAD_MESSAGES_IN_FRENCH[message]
  // Payload's "Invalid JSON" is a 400 it does not flag public.
  if ((isPublic !== true && !french) || !status || status >= 500 || !message) return
  return { response: { errors: [{ name, message: french ?? message, ...(data ? { data } : {}) }] }, status }
}
