import type { Endpoint } from 'payload'

import { BUILT_IN_AUTH_REFUSALS } from '@/auth/messages'

import { refusal } from './refusal'

/**
 * Payload's built-in member auth endpoints that bypass the site's flows (a reset e-mail in
 * English linking to the admin, a clear-text token, a password without the sign-up rule, no
 * rate limit): each path is taken by an endpoint that refuses, before Payload's own is reached.
 * Members reset their password, confirm their address and create their account on the site.
 */
export const refusedAuthEndpoints: Endpoint[] = Object.entries(BUILT_IN_AUTH_REFUSALS).map(([path, message]) => ({
  path: `/${path}`,
  method: 'post',
  handler: (req) => refusal(req, message, 403),
}))
