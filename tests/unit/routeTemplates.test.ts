import { describe, expect, it } from 'vitest'

import { routeTemplates } from '@/domain/request/routeTemplates'

/** Part of a build's route manifest, as `scripts/server.ts` reads it. */
const { match } = routeTemplates([
  '/[...unknown]',
  '/',
  '/p/[slug]',
  '/p/[slug]/apercu',
  '/projets/[id]/rapport',
  '/communaute',
  '/communaute/feedbacks',
  '/admin/[[...segments]]',
  '/api/[...slug]',
  '/api/health',
  '/api/metrics',
  '/_not-found',
])

describe('the route template a request is counted under', () => {
  it('is the route, never the address', () => {
    expect(match('/p/atelier-de-lea')).toBe('/p/[slug]')
    expect(match('/p/autre-projet/apercu')).toBe('/p/[slug]/apercu')
    expect(match('/projets/42/rapport')).toBe('/projets/[id]/rapport')
    expect(match('/')).toBe('/')
  })

  it('prefers a static route to a dynamic one, and both to a catch-all', () => {
    expect(match('/communaute/feedbacks')).toBe('/communaute/feedbacks')
    expect(match('/api/health')).toBe('/api/health')
    expect(match('/api/metrics')).toBe('/api/metrics')
    expect(match('/une/adresse/inconnue')).toBe('/[...unknown]')
  })

  it("names Payload's REST addresses by collection and endpoint, ids left out", () => {
    expect(match('/api/members/login')).toBe('/api/members/login')
    expect(match('/api/members/me')).toBe('/api/members/me')
    expect(match('/api/projects/17')).toBe('/api/projects/[id]')
    expect(match('/api/avatars/file/portrait-1.png')).toBe('/api/avatars/file/[id]')
    expect(match('/api/globals/rules')).toBe('/api/globals/rules')
    expect(match('/api/projects')).toBe('/api/projects')
  })

  it('keeps an unknown collection, or any other made-up address, under one label', () => {
    expect(match('/api/n-importe-quoi-123/456')).toBe('/api/[...slug]')
    expect(match('/admin/collections/members/12')).toBe('/admin/[[...segments]]')
    expect(match('/admin')).toBe('/admin/[[...segments]]')
    expect(match('/p/%E0%A4%A')).toBe('other')
  })

  it("puts Next's own files under one label each", () => {
    expect(match('/_next/static/chunks/app-123.js')).toBe('/_next/static')
    expect(match('/_next/image?url=x')).toBe('/_next/image')
  })

  it('answers other when no route serves the address', () => {
    expect(routeTemplates(['/p/[slug]']).match('/ailleurs')).toBe('other')
  })
})
