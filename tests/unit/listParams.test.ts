import { describe, expect, it } from 'vitest'

import { listHref, optionParam, pageParam, type FilterOptions } from '@/domain/listParams'

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
