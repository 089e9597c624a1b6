import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import SiteError from '@/app/(frontend)/error'
import GlobalError from '@/app/global-error'
import { lastRequestId, REQUEST_TIMING_NAME, requestTimingHeader } from '@/domain/request/requestReference'

const failure = (digest?: string) => Object.assign(new Error('détail interne, jamais montré'), { digest })

describe('the French error page', () => {
  it("shows the error's reference, which the server's log pairs with the request id, and never the error", () => {
    for (const Page of [SiteError, GlobalError]) {
      const html = renderToStaticMarkup(createElement(Page, { error: failure('1234567890'), reset: () => {} }))
      expect(html).toContain('donne-lui cette référence')
      expect(html).toContain('1234567890')
      expect(html).not.toContain('détail interne')
    }
  })

  it('shows no reference line when Next gave none', () => {
    const html = renderToStaticMarkup(createElement(SiteError, { error: failure(), reset: () => {} }))
    expect(html).not.toContain('référence')
  })
})

describe('the request id the browser read', () => {
  const timing = (entryType: string, responseEnd: number, id?: string, initiatorType?: string) => ({
    entryType,
    initiatorType,
    responseEnd,
    serverTiming: id
      ? [
          { name: 'cache', description: 'miss' },
          { name: REQUEST_TIMING_NAME, description: id },
        ]
      : [],
  })

  it("is the document's own when nothing was fetched after it", () => {
    expect(lastRequestId([timing('navigation', 120, 'document-id')])).toBe('document-id')
  })

  it("is the later fetch's (a navigation within the app, an action), never an image's or a script's", () => {
    expect(
      lastRequestId([
        timing('navigation', 120, 'document-id'),
        timing('resource', 400, 'action-id', 'fetch'),
        timing('resource', 900, 'image-id', 'img'),
        timing('resource', 950, undefined, 'fetch'),
      ]),
    ).toBe('action-id')
  })

  it('is none where no answer named one', () => {
    expect(lastRequestId([timing('navigation', 120)])).toBeNull()
  })

  it('is the header the server sends', () => {
    expect(requestTimingHeader('5f2c0b8e-aaaa-4bbb-8ccc-0123456789ab')).toBe(
      'request;desc="5f2c0b8e-aaaa-4bbb-8ccc-0123456789ab"',
    )
  })
})
