import type { Resolver, ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'

import { lazyResolver } from '@/components/form/lazyResolver'

type Values = { name: string }

const OPTIONS: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: undefined }
const accepting: Resolver<Values> = (values) => ({ values, errors: {} })

/** A loader that fails as many times as asked before it loads, and counts its calls. */
function loader(failures: number) {
  const counter = { calls: 0 }
  const load = async () => {
    counter.calls += 1
    if (counter.calls <= failures) throw new Error('chunk load failed')
    return accepting
  }
  return { counter, load }
}

describe('lazyResolver', () => {
  it('loads the real resolver once, at the first check, and answers with it', async () => {
    const { counter, load } = loader(0)
    const resolver = lazyResolver(load)
    expect(counter.calls).toBe(0)

    const answers = await Promise.all([
      resolver({ name: 'Ada' }, undefined, OPTIONS),
      resolver({ name: 'Grace' }, undefined, OPTIONS),
    ])
    await resolver({ name: 'Hedy' }, undefined, OPTIONS)

    expect(answers).toEqual([
      { values: { name: 'Ada' }, errors: {} },
      { values: { name: 'Grace' }, errors: {} },
    ])
    expect(counter.calls).toBe(1)
  })

  it('fails the check whose load failed, and loads again at the next one', async () => {
    const { counter, load } = loader(1)
    const resolver = lazyResolver(load)

    await expect(resolver({ name: 'Ada' }, undefined, OPTIONS)).rejects.toThrow('chunk load failed')
    await expect(resolver({ name: 'Ada' }, undefined, OPTIONS)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    })
    await resolver({ name: 'Ada' }, undefined, OPTIONS)
    expect(counter.calls).toBe(2)
  })
})
