import { describe, expect, it } from 'vitest'

import { clientAddress, isTrustedProxy, trustedProxiesFrom } from '@/domain/request/clientAddress'

const proxies = ['10.0.0.2', '10.0.0.3']

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress({ peer: '203.0.113.9', forwardedFor: '1.2.3.4', trustedProxies: [] })).toBe('203.0.113.9')
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress({ peer: '203.0.113.9', forwardedFor: '1.2.3.4', trustedProxies: proxies })).toBe('203.0.113.9')
  })

  it('is the address the trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor: '1.2.3.4, 198.51.100.7', trustedProxies: proxies })).toBe(
      '198.51.100.7',
    )
  })

  it('walks back through a chain of trusted proxies', () => {
    expect(
      clientAddress({ peer: '10.0.0.2', forwardedFor: ['6.6.6.6, 198.51.100.7', '10.0.0.3'], trustedProxies: proxies }),
    ).toBe('198.51.100.7')
  })

  it('reads IPv4 addresses seen through an IPv6 socket as IPv4', () => {
    expect(clientAddress({ peer: '::ffff:10.0.0.2', forwardedFor: '198.51.100.7', trustedProxies: proxies })).toBe(
      '198.51.100.7',
    )
    expect(clientAddress({ peer: '::ffff:203.0.113.9', forwardedFor: undefined, trustedProxies: [] })).toBe(
      '203.0.113.9',
    )
  })

  it('is the proxy itself when it asks on its own behalf', () => {
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor: undefined, trustedProxies: proxies })).toBe('10.0.0.2')
  })

  it('is "inconnue" when the socket has no address (it closed)', () => {
    expect(clientAddress({ peer: undefined, forwardedFor: '1.2.3.4', trustedProxies: [] })).toBe('inconnue')
  })
})

describe('trustedProxiesFrom', () => {
  it('reads a comma-separated list, blanks ignored', () => {
    expect(trustedProxiesFrom(' 10.0.0.2, ,10.0.0.3 ')).toEqual(['10.0.0.2', '10.0.0.3'])
    expect(trustedProxiesFrom(undefined)).toEqual([])
  })
})

describe('isTrustedProxy', () => {
  it('believes the forwarded host and scheme only from a peer in TRUSTED_PROXIES', () => {
    expect(isTrustedProxy('10.0.0.2', proxies)).toBe(true)
    expect(isTrustedProxy('::ffff:10.0.0.3', proxies)).toBe(true)
    expect(isTrustedProxy('203.0.113.9', proxies)).toBe(false)
    expect(isTrustedProxy('10.0.0.2', [])).toBe(false)
    expect(isTrustedProxy(undefined, proxies)).toBe(false)
  })
})
