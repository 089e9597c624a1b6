import type { Endpoint } from 'payload'

import { BUILT_IN_AUTH_REFUSALS } from '@/auth/messages'

import { refusal } from '../endpoints/refusal'

/**
 * Payload's versions bypass the site's flows (English e-mail,
 * clear-text token, no rate limit), so each path is taken by a refusal.
 */
export const refusedAuthEndpoints: Endpoint[] = Object.entries(BUILT_IN_AUTH_REFUSALS).map(([path, message]) => ({
  path: `/${path}`,
  method: 'post',
  handler: (req) => refusal(req, message, 403),
}))
