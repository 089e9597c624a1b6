import { describe, expect, it } from 'vitest'

import { normalizeUrl } from '@/domain/webUrl'

describe('normalizeUrl', () => {
  it('keeps http(s) links and adds https:// to a bare domain', () => {
    expect(normalizeUrl('https://monprojet.fr/demo')).toBe('https://monprojet.fr/demo')
    expect(normalizeUrl('  monprojet.fr ')).toBe('https://monprojet.fr/')
    expect(normalizeUrl('http://exemple.com')).toBe('http://exemple.com/')
  })

  it('refuses what is not a web link', () => {
    for (const value of [
      '',
      '   ',
      'javascript:alert(1)',
      'ftp://exemple.com',
      'pas un lien',
      'https://',
      'motsansdomaine',
    ]) {
      expect(normalizeUrl(value)).toBeNull()
    }
  })
})
