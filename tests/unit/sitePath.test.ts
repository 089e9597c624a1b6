import { describe, expect, it } from 'vitest'

import { isSitePath } from '@/domain/request/sitePath'

describe('isSitePath', () => {
  it.each(['/', '/tarifs', '/#features', '/communaute/visibilite?page=2'])('accepts %s', (href) => {
    expect(isSitePath(href)).toBe(true)
  })

  it.each([
    '',
    'tarifs',
    '#features',
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/a b',
    '/\\evil.example/x',
    '/a\\b',
    '/x\u0000',
    '/x\u001b[0m',
  ])('refuses %j', (href) => {
    expect(isSitePath(href)).toBe(false)
  })
})
