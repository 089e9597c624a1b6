import { describe, expect, it } from 'vitest'

import { rowsKeptInPlace } from '@/components/admin/useRowsKeptOnceDecided'

const row = (id: number, name = `#${id}`) => ({ id, name })

describe('a moderation list after the server re-rendered it', () => {
  it('keeps a decided row the server dropped, at its place', () => {
    const shown = rowsKeptInPlace([row(1), row(2), row(3)], [row(1), row(3)], new Set([2]))
    expect(shown.map((r) => r.id)).toEqual([1, 2, 3])
  })

  it('keeps the last decided row even when the server list is empty', () => {
    expect(rowsKeptInPlace([row(7)], [], new Set([7])).map((r) => r.id)).toEqual([7])
  })

  it('lets a row go that was not decided here (another admin decided it)', () => {
    expect(rowsKeptInPlace([row(1), row(2)], [row(1)], new Set()).map((r) => r.id)).toEqual([1])
  })

  it('takes the server’s version and order of the rows it holds (a re-sort reorders the list)', () => {
    const shown = rowsKeptInPlace([row(1, 'ancien'), row(2)], [row(4), row(2), row(1, 'nouveau')], new Set())
    expect(shown).toEqual([row(4), row(2), row(1, 'nouveau')])
  })

  it('keeps a dropped decided row after the row it followed, in the new order', () => {
    const shown = rowsKeptInPlace([row(1), row(2), row(3)], [row(3), row(1)], new Set([2]))
    expect(shown.map((r) => r.id)).toEqual([3, 1, 2])
  })
})
