import { JWTAuthentication, type AuthStrategy } from 'payload'

import { isPageNavigationFromAnotherSite, requestSignals } from '@/domain/pageNavigation'

/**
 * Payload ignores the session cookie on a cross-site request without `Origin`, so a member following a webmail link
 * arrived signed out; this reads it for page navigations only.
 */
export const pageNavigationStrategy: AuthStrategy = {
  name: 'page-navigation',
  authenticate: async (args) => {
    const { headers, req } = args
    if (
      !isPageNavigationFromAnotherSite(requestSignals(headers, req?.method, req?.method ? req.pathname : undefined))
    ) {
      return { user: null }
    }
    // The one header that made Payload's extraction refuse; the token is then verified as usual.
    const asNavigation = new Headers(headers)
    asNavigation.set('Sec-Fetch-Site', 'none')
    return JWTAuthentication({ ...args, headers: asNavigation, strategyName: 'local-jwt' })
  },
}
