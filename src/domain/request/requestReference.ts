/**
 * The request id a failed page was answered under, as the browser read it: every answer names its
 * id in `Server-Timing: request;desc="<id>"` (beside `X-Request-Id`, which a page's script cannot
 * read of its own document), and the browser keeps that header on its navigation and fetch timings.
 */
export const REQUEST_TIMING_NAME = 'request'

export const requestTimingHeader = (requestId: string) => `${REQUEST_TIMING_NAME};desc="${requestId}"`

type Timing = {
  entryType: string
  initiatorType?: string
  responseEnd: number
  serverTiming?: readonly { name: string; description: string }[]
}

/**
 * The id of the last answer that could have drawn the page: the document's own, or the later
 * fetch of a navigation or an action within the app. Null when none carries one.
 */
export function lastRequestId(timings: readonly Timing[]): string | null {
  let latest: { id: string; at: number } | null = null
  for (const timing of timings) {
    if (timing.entryType === 'resource' && timing.initiatorType !== 'fetch') continue
    const id = timing.serverTiming?.find((entry) => entry.name === REQUEST_TIMING_NAME)?.description
    if (id && (!latest || timing.responseEnd >= latest.at)) latest = { id, at: timing.responseEnd }
  }
  return latest?.id ?? null
}
