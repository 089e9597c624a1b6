import { describe, expect, it } from 'vitest'

import { createGate } from '@/db/gate'

describe('createGate', () => {
  it('lets `size` in at once, then the others in order as places free up', async () => {
    const gate = createGate(2, 1_000)
    const order: number[] = []
    expect(await gate.enter()).toBe(true)
    expect(await gate.enter()).toBe(true)
    const third = gate.enter().then((entered) => order.push(3) && entered)
    const fourth = gate.enter().then((entered) => order.push(4) && entered)
    gate.leave()
    gate.leave()
    expect(await Promise.all([third, fourth])).toEqual([true, true])
    expect(order).toEqual([3, 4])
  })

  it('answers false to a caller that waited past the limit, and forgets it', async () => {
    const gate = createGate(1, 20)
    await gate.enter()
    expect(await gate.enter()).toBe(false)
    gate.leave()
    // The place is free again: the timed-out caller did not keep it.
    expect(await gate.enter()).toBe(true)
  })
})
