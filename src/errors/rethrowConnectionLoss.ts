import { isConnectionLoss, isNoConnection } from '@/domain/infrastructure/connectionLoss'

/**
 * A page that caught it showed a 200 that a cache or monitor takes for a normal page. A pool that
 * had no connection to give within its timeout is the same outage for the page (the API answers
 * both with the 503): under a held lock, a page queued for a connection past the timeout showed
 * its own "could not load" message as a 200.
 */
export function rethrowConnectionLoss(error: unknown): void {
  if (isConnectionLoss(error) || isNoConnection(error)) throw error
}
