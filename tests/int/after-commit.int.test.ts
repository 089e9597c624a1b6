import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { afterCommit } from '@/db/afterCommit'
import { inTransaction } from '@/db/inTransaction'

import { startTestPayload, stopTestPayload } from './helpers/testPayload'

/**
 * What a hook announces to the outside (a cache expiry) waits for its transaction's commit: a
 * request in between would read the old rows and cache them again.
 */

let payload: Payload

beforeAll(async () => {
  payload = await startTestPayload()
})

afterAll(() => stopTestPayload(payload))

it('runs once the transaction has committed, when the change is visible to everyone', async () => {
  const email = 'apres-commit@exemple.fr'
  const seen: string[] = []
  let visibleThen: Promise<number> | undefined
  await inTransaction({ payload }, async (req) => {
    await payload.create({ collection: 'batch2-waitlist', data: { email, consent: true }, req })
    await afterCommit(req, () => {
      seen.push('callback')
      // Read on another connection than the transaction's.
      visibleThen = payload
        .count({ collection: 'batch2-waitlist', where: { email: { equals: email } } })
        .then((result) => result.totalDocs)
    })
    seen.push('work done')
  })
  expect(seen).toEqual(['work done', 'callback'])
  expect(await visibleThen).toBe(1)
})

it('runs nothing when the transaction rolls back', async () => {
  let ran = false
  await expect(
    inTransaction({ payload }, async (req) => {
      await afterCommit(req, () => {
        ran = true
      })
      throw new Error('annulé')
    }),
  ).rejects.toThrow('annulé')
  expect(ran).toBe(false)
})

it('runs at once for a change made outside any transaction', async () => {
  let ran = false
  await afterCommit(await createLocalReq({}, payload), () => {
    ran = true
  })
  expect(ran).toBe(true)
})
