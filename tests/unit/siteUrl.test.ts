import { afterEach, describe, expect, it } from 'vitest'

import { trustedOrigins } from '@/siteUrl'

const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT }

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe('trustedOrigins', () => {
  it('takes both loopback names whether SITE_URL is unset or names one of them', () => {
    delete process.env.SITE_URL
    process.env.PORT = '3000'
    expect(trustedOrigins()).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000'])
    process.env.SITE_URL = 'http://127.0.0.1:4100'
    expect(trustedOrigins()).toEqual(['http://127.0.0.1:4100', 'http://localhost:4100'])
    process.env.SITE_URL = 'http://localhost:4100/'
    expect(trustedOrigins()).toEqual(['http://127.0.0.1:4100', 'http://localhost:4100'])
  })

  it('keeps a public site to its one origin', () => {
    process.env.SITE_URL = 'https://tryb.fr'
    expect(trustedOrigins()).toEqual(['https://tryb.fr'])
  })
})
