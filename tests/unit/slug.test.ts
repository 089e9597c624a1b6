import { describe, expect, it } from 'vitest'

import { firstFreeSlug, slugify } from '@/domain/slug'

describe('slugify', () => {
  it.each([
    ['Café & Co — bêta', 'cafe-co-beta'],
    ['Éléphant à l’école', 'elephant-a-l-ecole'],
    ['Ça déménage, où ? Là !', 'ca-demenage-ou-la'],
    ['Top 10 des outils no-code', 'top-10-des-outils-no-code'],
    ['  Mon   projet  ', 'mon-projet'],
    ["L'appli « Top » !!! v2.0", 'l-appli-top-v2-0'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('spells out the French ligatures, in both cases', () => {
    expect(slugify('Œuvre du cœur')).toBe('oeuvre-du-coeur')
    expect(slugify('Æsthétique et ex æquo')).toBe('aesthetique-et-ex-aequo')
    // Typographic ligatures decompose into their letters.
    expect(slugify('ﬁnance ﬂash')).toBe('finance-flash')
  })

  it('falls back to "projet" when nothing usable is left', () => {
    expect(slugify('')).toBe('projet')
    expect(slugify('   ')).toBe('projet')
    expect(slugify('!!! — ???')).toBe('projet')
    expect(slugify('🚀✨')).toBe('projet')
  })

  it('caps long titles at 80 characters without a trailing dash', () => {
    const words = slugify('mot '.repeat(60))
    expect(words.length).toBeLessThanOrEqual(80)
    expect(words).toMatch(/^mot(-mot)+$/)
    // The cut lands right after a dash here: it must be dropped, not kept.
    expect(words).toBe(Array(20).fill('mot').join('-'))

    expect(slugify('a'.repeat(200))).toBe('a'.repeat(80))
  })

  it('only ever produces lowercase ASCII words joined by single dashes', () => {
    const titles = ['Ÿ’ÄÖÜ ß ñ ç', '--déjà--vu--', 'A\tB\nC', 'x'.repeat(79) + ' éé']
    for (const title of titles) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })
})

describe('firstFreeSlug', () => {
  it('keeps the base when it is free', () => {
    expect(firstFreeSlug('cafe', [])).toBe('cafe')
    // Only the base itself blocks the base.
    expect(firstFreeSlug('cafe', ['cafe-2', 'cafe-3'])).toBe('cafe')
  })

  it('numbers from 2 and takes the first gap', () => {
    expect(firstFreeSlug('cafe', ['cafe'])).toBe('cafe-2')
    expect(firstFreeSlug('cafe', ['cafe', 'cafe-2', 'cafe-3'])).toBe('cafe-4')
    expect(firstFreeSlug('cafe', ['cafe', 'cafe-3'])).toBe('cafe-2')
  })

  it('is not fooled by slugs that merely start with the base', () => {
    expect(firstFreeSlug('cafe', ['cafe', 'cafe-co', 'cafe-2-bis'])).toBe('cafe-2')
  })
})

describe('slugify with letters that do not decompose', () => {
  it('spells ß, ø, đ and ł in ASCII instead of dropping them', () => {
    expect(slugify('Straße Øresund Đakovo Łódź')).toBe('strasse-oresund-dakovo-lodz')
  })
})
