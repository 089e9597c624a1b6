import { isConnectionLoss } from '@/domain/connectionLoss'

/**
 * For a page that shows its own French message when a read fails: a lost database connection is
 * not such a failure but the outage, which the server answers with its French 503 and
 * Retry-After (`answerConnectionLosses`). Caught and shown as the page's message, it was a 200
 * that a browser, a cache or a monitor takes for a normal page.
 */
export function rethrowConnectionLoss(error: unknown): void {
  if (isConnectionLoss(error)) throw error
}
