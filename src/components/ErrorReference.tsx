'use client'

import { useSyncExternalStore } from 'react'

import { PAGE_FAILURE } from '@/domain/infrastructure/outage'
import { lastRequestId } from '@/domain/request/requestReference'

const subscribeToNothing = () => () => {}

const readRequestId = () =>
  lastRequestId([
    ...(performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]),
    ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
  ])

/**
 * The reference a member quotes to the team: the failed answer's request id, which every log line
 * of that request carries; Next's digest (paired with it in the error's log line) until the browser
 * has read the id, or where it has none.
 */
export function ErrorReference({ digest, className }: { digest?: string; className?: string }) {
  const requestId = useSyncExternalStore(subscribeToNothing, readRequestId, () => null)
  const reference = requestId ?? digest
  if (!reference) return null
  return (
    <p className={className} data-testid="error-reference">
      {PAGE_FAILURE.reference} <code>{reference}</code>
    </p>
  )
}
