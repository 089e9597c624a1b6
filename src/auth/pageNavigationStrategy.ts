import { JWTAuthentication, type AuthStrategy } from 'payload'

import { isPageNavigationFromAnotherSite, requestSignals } from '@/domain/pageNavigation'

/**
 * Payload's cookie strategy ignores the session cookie on any request whose `Sec-Fetch-Site` is
 * `cross-site` and that has no `Origin` — so a member following a link in a webmail arrived
 * signed out. This strategy reads the same cookie, the same way, for a page navigation from
 * another site only (see `isPageNavigationFromAnotherSite`); every other request is left to
 * Payload's strategy, unchanged. Strategies apply to every auth collection: it signs in
 * members and staff alike.
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
