import type { Page } from '@playwright/test'

/**
 * The JavaScript a page downloads from now on. Each file's text is read as it arrives, and the
 * test awaits every read before it looks (a read left running when the page closes fails the test
 * for nothing — seen on CI with a chunk the router prefetched after `load`).
 */
export function scriptsDownloadedBy(page: Page): () => Promise<string[]> {
  const reads: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const read = response.text()
    // Rejected only when the page closed first: `Promise.all` below still reports it if awaited.
    read.catch(() => {})
    reads.push(read)
  })
  return () => Promise.all(reads)
}
