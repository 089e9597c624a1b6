import { JWTAuthentication, type AuthStrategy } from 'payload'

import {
  isPageNavigationFromAnotherSite,
  isPageReadWithoutFetchMetadata,
  requestSignals,
} from '@/domain/request/pageNavigation'

/**
 * Payload ignores the session cookie on a cross-site request without `Origin`, so a member following a webmail link
 * arrived signed out, and on any request without `Sec-Fetch-Site`, so older Safari showed every page signed out;
 * this reads it for page reads only (docs/PRODUCT-RULES.md#access).
 */
export const pageNavigationStrategy: AuthStrategy = {
  name: 'page-navigation',
  authenticate: async (args) => {
    const { headers, req } = args
    const signals = requestSignals(headers, req?.method, req?.method ? req.pathname : undefined)
    if (!isPageNavigationFromAnotherSite(signals) && !isPageReadWithoutFetchMetadata(signals)) return { user: null }
    // The one header that made Payload's extraction refuse; the token is then verified as usual.
    const asNavigation = new Headers(headers)
    asNavigation.set('Sec-Fetch-Site', 'none')
    return JWTAuthentication({ ...args, headers: asNavigation, strategyName: 'local-jwt' })
  },
}
