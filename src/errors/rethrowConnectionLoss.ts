import { isConnectionLoss } from '@/domain/infrastructure/connectionLoss'

/** A page that caught it showed a 200 that a cache or monitor takes for a normal page. */
export function rethrowConnectionLoss(error: unknown): void {
  if (isConnectionLoss(error)) throw error
}
