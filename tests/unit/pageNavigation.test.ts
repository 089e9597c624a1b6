import { describe, expect, it } from 'vitest'

import {
  isPageNavigationFromAnotherSite,
  isPageReadWithoutFetchMetadata,
  isSameSiteRequest,
  type RequestSignals,
} from '@/domain/request/pageNavigation'

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

const noMetadata: RequestSignals = { origin: null, secFetchSite: null, secFetchMode: null, secFetchDest: null }

describe('isPageReadWithoutFetchMetadata', () => {
  it('is a page read from a browser that sends no Fetch Metadata', () => {
    expect(isPageReadWithoutFetchMetadata(noMetadata)).toBe(true)
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, nextAction: null })).toBe(true)
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, method: 'GET', pathname: '/dashboard' })).toBe(true)
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, method: 'HEAD', pathname: '/admin' })).toBe(true)
  })

  it('is never a write, the API, a server action, a request with an Origin or with Fetch Metadata', () => {
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, method: 'POST', pathname: '/dashboard' })).toBe(false)
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, method: 'GET', pathname: '/api/members/me' })).toBe(false)
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, method: 'GET', pathname: '/api' })).toBe(false)
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, nextAction: '7f3a' })).toBe(false)
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, origin: 'http://127.0.0.1:3000' })).toBe(false)
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, secFetchSite: 'cross-site' })).toBe(false)
    expect(isPageReadWithoutFetchMetadata({ ...noMetadata, secFetchSite: 'same-origin' })).toBe(false)
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
