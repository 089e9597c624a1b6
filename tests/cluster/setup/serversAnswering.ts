import { beforeAll, inject } from 'vitest'

import { waitForUrl } from '../../../scripts/lib/processes'

/**
 * Every cluster file starts with both servers answering: a server restarted by the file before
 * (sharedCache's restart, minutes on a loaded machine) is waited for here, not taken for a
 * failure of the next file ("fetch failed" in uploads, seen on CI).
 */
beforeAll(async () => {
  const { servers } = inject('cluster')
  await Promise.all(servers.map((server) => waitForUrl(`${server}/api/health`, 240_000)))
}, 300_000)
