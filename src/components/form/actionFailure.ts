import { unstable_rethrow } from 'next/navigation'

import type { LinkFormState } from '@/actions/auth'

import {
  ACTION_NOT_SENT_MESSAGE,
  ACTION_OTHER_ORIGIN_MESSAGE,
  ACTION_REFUSAL_MESSAGES,
  ACTION_UNKNOWN_MESSAGE,
} from '@/errors/actionMessages'
import { OUTAGE } from '@/domain/infrastructure/outage'

/** The texts the server answers to an action it refused before running it; anything else is the network's. */
const SERVER_REFUSALS = new Set([
  ...Object.values(ACTION_REFUSAL_MESSAGES),
  ACTION_OTHER_ORIGIN_MESSAGE,
  ACTION_UNKNOWN_MESSAGE,
  OUTAGE.title,
])

/**
 * An action whose request fails throws in the browser; uncaught, it replaced the whole page by the
 * error page and lost what the member had typed. Each form catches it with this and shows the
 * server's French refusal, or says the request did not go through.
 *
 * An action that redirects (a sign-in, a sign-up) also rejects in the browser, with Next's redirect,
 * which its boundary turns into the navigation: that one goes on its way. Taken for a failure, it
 * showed "n’a pas abouti" and took the focus from the page the redirect led to (seen on CI).
 */
export function actionFailureMessage(error: unknown): string {
  unstable_rethrow(error)
  const message = error instanceof Error ? error.message : ''
  return SERVER_REFUSALS.has(message) ? message : ACTION_NOT_SENT_MESSAGE
}

/** `await someAction(...).catch(failedAction)`: the form's usual refusal, so it keeps its fields and says why. */
export const failedAction = (error: unknown) => ({ ok: false as const, message: actionFailureMessage(error) })

/**
 * An e-mail form's refusal when its request failed, with the address typed: React empties a form
 * after its action, and the field gets it back from the answer as from the server's refusals.
 */
export const failedEmailForm = (error: unknown, form: FormData) => ({
  ...failedAction(error),
  email: String(form.get('email') ?? ''),
})

/** A link request (sign-in link, password reset) that did not reach the server: said in the form, the address kept. */
export const failedLinkRequest = (error: unknown, form: FormData): LinkFormState => ({
  ...failedEmailForm(error, form),
  outcome: 'failed',
})
