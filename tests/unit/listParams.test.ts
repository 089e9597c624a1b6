import { describe, expect, it } from 'vitest'

import {
  cappedCountLabel,
  COUNT_CAP,
  cursorParam,
  cursorValues,
  keysetSort,
  keysetWhere,
  listHref,
  optionParam,
  orderParam,
  orderValues,
  pageParam,
  type FilterOptions,
} from '@/domain/request/listParams'

const SIZES: FilterOptions<'all' | 'small' | 'large'> = {
  all: { label: 'Toutes' },
  small: { label: 'Petites', param: 'petites' },
  large: { label: 'Grandes', param: 'grandes' },
}

describe('pageParam', () => {
  it('reads ?page=N and falls back to page 1 on anything else', () => {
    expect(pageParam('3')).toBe(3)
    expect(pageParam(['2', '5'])).toBe(2)
    for (const value of [undefined, '', '0', '-1', 'abc', '1.5', '1e3', ' 2', '0x10', '99999999']) {
      expect(pageParam(value)).toBe(1)
    }
  })
})

describe('optionParam', () => {
  it('finds the option by its value in the address, the first of a repeated key', () => {
    expect(optionParam(SIZES, 'grandes', 'all')).toBe('large')
    expect(optionParam(SIZES, ['petites', 'grandes'], 'all')).toBe('small')
  })

  it('answers the fallback for a missing or unknown value, or an option’s own name', () => {
    for (const value of [undefined, '', 'moyennes', 'large']) expect(optionParam(SIZES, value, 'all')).toBe('all')
  })
})

describe('listHref', () => {
  it('leaves out the defaults and the first page, and keeps the order of the filters', () => {
    expect(listHref('/liste', { taille: undefined }, 1)).toBe('/liste')
    expect(listHref('/liste', {}, 4)).toBe('/liste?page=4')
    expect(listHref('/liste', { taille: 'grandes', tri: 'recent' }, 2)).toBe('/liste?taille=grandes&tri=recent&page=2')
  })

  it('is read back as it was written', () => {
    const search = new URL(listHref('/liste', { taille: SIZES.small.param }, 7), 'http://x').searchParams
    expect(optionParam(SIZES, search.get('taille') ?? undefined, 'all')).toBe('small')
    expect(pageParam(search.get('page') ?? undefined)).toBe(7)
  })
})

describe('cursorParam and cursorValues', () => {
  it('reads ?apres= and ?avant= as keyset cursors, and writes them back', () => {
    const after = cursorParam({ apres: '2026-11-20T09:01:00.000Z_42' })
    expect(after).toEqual({ createdAt: '2026-11-20T09:01:00.000Z', id: 42, direction: 'after' })
    expect(cursorValues(after)).toEqual({ apres: '2026-11-20T09:01:00.000Z_42' })
    const before = cursorParam({ avant: ['2026-11-20T09:01:00Z_7', 'x'] })
    expect(before).toEqual({ createdAt: '2026-11-20T09:01:00Z', id: 7, direction: 'before' })
    expect(cursorValues(null)).toEqual({})
  })

  it('answers null for anything else', () => {
    for (const value of [
      undefined,
      '',
      '42',
      '2026-11-20_42',
      '2026-13-45T99:99:99Z_1',
      '2026-11-20T09:01:00Z_',
      'x_1',
    ]) {
      expect(cursorParam({ apres: value })).toBeNull()
    }
  })
})

describe('keysetWhere and keysetSort', () => {
  it('continues after the cursor newest first, and goes back oldest first', () => {
    const at = '2026-11-20T09:01:00.000Z'
    expect(keysetWhere({ createdAt: at, id: 5, direction: 'after' })).toEqual({
      and: [
        { createdAt: { less_than_equal: at } },
        { or: [{ createdAt: { less_than: at } }, { and: [{ createdAt: { equals: at } }, { id: { less_than: 5 } }] }] },
      ],
    })
    expect(keysetSort(null)).toEqual(['-createdAt', '-id'])
    expect(keysetSort({ createdAt: at, id: 5, direction: 'before' })).toEqual(['createdAt', 'id'])
  })

  it('oldest first: continues after the cursor to newer rows, and goes back newest first', () => {
    const at = '2026-11-20T09:01:00.000Z'
    expect(keysetWhere({ createdAt: at, id: 5, direction: 'after' }, 'oldest')).toEqual({
      and: [
        { createdAt: { greater_than_equal: at } },
        {
          or: [
            { createdAt: { greater_than: at } },
            { and: [{ createdAt: { equals: at } }, { id: { greater_than: 5 } }] },
          ],
        },
      ],
    })
    expect(keysetWhere({ createdAt: at, id: 5, direction: 'before' }, 'oldest')).toEqual(
      keysetWhere({ createdAt: at, id: 5, direction: 'after' }, 'newest'),
    )
    expect(keysetSort(null, 'oldest')).toEqual(['createdAt', 'id'])
    expect(keysetSort({ createdAt: at, id: 5, direction: 'after' }, 'oldest')).toEqual(['createdAt', 'id'])
    expect(keysetSort({ createdAt: at, id: 5, direction: 'before' }, 'oldest')).toEqual(['-createdAt', '-id'])
  })
})

describe('orderParam and orderValues', () => {
  it('reads ?ordre=anciens as oldest first, anything else as newest first, and leaves the default out', () => {
    expect(orderParam({ ordre: 'anciens' })).toBe('oldest')
    for (const ordre of [undefined, '', 'recents', 'ANCIENS']) expect(orderParam({ ordre })).toBe('newest')
    expect(orderValues('oldest')).toEqual({ ordre: 'anciens' })
    expect(orderValues('newest')).toEqual({ ordre: undefined })
  })
})

describe('cappedCountLabel', () => {
  it('is exact below the cap and "1 000+" at it', () => {
    expect(cappedCountLabel(37, false)).toBe('37')
    expect(cappedCountLabel(COUNT_CAP, true)).toBe(`${new Intl.NumberFormat('fr-FR').format(COUNT_CAP)}+`)
  })
})
