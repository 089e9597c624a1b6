import { describe, expect, it } from 'vitest'

import { isPageNavigationFromAnotherSite, isSameSiteRequest, type RequestSignals } from '@/domain/pageNavigation'

const link: RequestSignals = {
  origin: null,
  secFetchSite: 'cross-site',
  secFetchMode: 'navigate',
  secFetchDest: 'document',
}

describe('isPageNavigationFromAnotherSite', () => {
  it('is a link followed from another site to a page', () => {
    expect(isPageNavigationFromAnotherSite(link)).toBe(true)
    expect(isPageNavigationFromAnotherSite({ ...link, method: 'GET', pathname: '/dashboard' })).toBe(true)
    expect(isPageNavigationFromAnotherSite({ ...link, method: 'HEAD', pathname: '/admin/projets' })).toBe(true)
  })

  it('is never a write, the API, a request with an Origin, a fetch or a frame', () => {
    expect(isPageNavigationFromAnotherSite({ ...link, method: 'POST', pathname: '/dashboard' })).toBe(false)
    expect(isPageNavigationFromAnotherSite({ ...link, method: 'GET', pathname: '/api/members/me' })).toBe(false)
    expect(isPageNavigationFromAnotherSite({ ...link, method: 'GET', pathname: '/api' })).toBe(false)
    expect(isPageNavigationFromAnotherSite({ ...link, origin: 'https://mail.example' })).toBe(false)
    expect(isPageNavigationFromAnotherSite({ ...link, secFetchMode: 'cors', secFetchDest: 'empty' })).toBe(false)
    expect(isPageNavigationFromAnotherSite({ ...link, secFetchDest: 'iframe' })).toBe(false)
  })

  it('is not needed from our own site or the address bar', () => {
    expect(isPageNavigationFromAnotherSite({ ...link, secFetchSite: 'same-origin' })).toBe(false)
    expect(isPageNavigationFromAnotherSite({ ...link, secFetchSite: 'none' })).toBe(false)
  })
})

describe('isSameSiteRequest', () => {
  it('trusts our pages and the address bar, not another site', () => {
    expect(isSameSiteRequest('same-origin')).toBe(true)
    expect(isSameSiteRequest('same-site')).toBe(true)
    expect(isSameSiteRequest('none')).toBe(true)
    expect(isSameSiteRequest(null)).toBe(true)
    expect(isSameSiteRequest('cross-site')).toBe(false)
  })
})
