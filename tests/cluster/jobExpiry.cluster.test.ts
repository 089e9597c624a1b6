import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'

import { closePayload } from '@/db/closePayload'

import { timeUntil } from './helpers'

/**
 * A change made outside the web servers — in a job worker's process, where Next's `revalidateTag`
 * cannot run — still expires their pages, through the shared cache in Redis. This process plays the
 * worker: Payload on the cluster's database and Redis, no Next.js server.
 */

const { servers, env } = inject('cluster')
let payload: Payload

beforeAll(async () => {
  Object.assign(process.env, {
    DATABASE_URL: env.DATABASE_URL,
    REDIS_URL: env.REDIS_URL,
    TRYB_DISABLE_JOB_AUTORUN: 'true',
  })
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
})

afterAll(async () => {
  await closePayload(payload)
})

it("a change a job worker's process makes shows on the web servers' pages within 2 s", async () => {
  for (const server of servers) expect((await fetch(`${server}/charte`)).status).toBe(200)
  const intro = `Introduction écrite par un worker ${Date.now()}`
  await payload.updateGlobal({ slug: 'charter', data: { intro, change: 'correction' } })
  for (const server of servers) {
    expect(await timeUntil(server, '/charte', (html) => html.includes(intro)), server).toBeLessThanOrEqual(2_000)
  }
})
