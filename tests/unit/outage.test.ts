import { describe, expect, it } from 'vitest'

import { needsDatabase } from '@/domain/infrastructure/outage'

describe('which requests an outage answers with the 503 page', () => {
  it('leaves static pages, build files and the health check alone', () => {
    for (const path of [
      '/',
      '/charte',
      '/tarifs',
      '/communaute',
      '/cgu',
      '/p/mon-projet',
      '/images/hero.webp',
      '/robots.txt',
    ]) {
      expect(needsDatabase('GET', path)).toBe(false)
    }
    expect(needsDatabase('GET', '/api/health')).toBe(false)
    expect(needsDatabase('GET', '/api/metrics')).toBe(false)
  })

  it('gates member pages, the admin, the API and every write', () => {
    for (const path of [
      '/dashboard',
      '/login',
      '/p/mon-projet/autre',
      '/admin',
      '/api/members/me',
      '/api/avatars/file/a.png',
    ]) {
      expect(needsDatabase('GET', path)).toBe(true)
    }
    expect(needsDatabase('POST', '/')).toBe(true)
    expect(needsDatabase('POST', '/charte')).toBe(true)
    // The project page's viewer call is a server action: a POST.
    expect(needsDatabase('POST', '/p/mon-projet')).toBe(true)
  })
})
