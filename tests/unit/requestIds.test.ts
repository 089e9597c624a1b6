import { describe, expect, it } from 'vitest'

import { requestIdFor } from '@/domain/request/requestIds'

describe('the request id', () => {
  it("is the trusted proxy's when it sends a well-formed one", () => {
    expect(requestIdFor('0123456789abcdef0123456789abcdef', true)).toBe('0123456789abcdef0123456789abcdef')
  })

  it("is new when a client sends one, or when the proxy's is malformed", () => {
    const fresh = /^[0-9a-f-]{36}$/
    expect(requestIdFor('choisi-par-le-client', false)).toMatch(fresh)
    expect(requestIdFor('a b', true)).toMatch(fresh)
    expect(requestIdFor('<script>alert(1)</script>', true)).toMatch(fresh)
    expect(requestIdFor(undefined, true)).toMatch(fresh)
    expect(requestIdFor(undefined, true)).not.toBe(requestIdFor(undefined, true))
  })
})
