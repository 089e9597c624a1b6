import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  ACTION_MALFORMED_MESSAGE,
  ACTION_OTHER_ORIGIN_MESSAGE,
  ACTION_REFUSAL_MESSAGES,
  ACTION_UNKNOWN_MESSAGE,
} from './actionMessages'
import { sendSubstitute, substituteAnswer, type Substitute } from './answerSubstitution'
import { PAGE_METHOD_NOT_ALLOWED_MESSAGE } from './requestShape'

export { ACTION_MALFORMED_MESSAGE, ACTION_OTHER_ORIGIN_MESSAGE, ACTION_UNKNOWN_MESSAGE }

export type ActionRefusal = { status: number; message: string }

export const actionRefusal = (status: number): ActionRefusal =>
  ACTION_REFUSAL_MESSAGES[status]
    ? { status, message: ACTION_REFUSAL_MESSAGES[status] }
    : { status: 400, message: ACTION_MALFORMED_MESSAGE }

type ActionRequest = { stage: 'reading' | 'running' } | { stage: 'refused'; refusal: ActionRefusal }

// One store for the production server and the app: each loads its own copy of this module.
const STORE_KEY = Symbol.for('tryb.serverActionRequest')
const store = ((globalThis as Record<symbol, unknown>)[STORE_KEY] ??=
  new AsyncLocalStorage<ActionRequest>()) as AsyncLocalStorage<ActionRequest>

export function markActionRunning() {
  const request = store.getStore()
  if (request) request.stage = 'running'
}

export function markActionRefused(refusal: ActionRefusal) {
  const request = store.getStore()
  if (request) Object.assign(request, { stage: 'refused', refusal })
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** Our pages take no other POST. */
export const mayBeServerAction = (request: IncomingMessage) =>
  request.method === 'POST' && !request.url?.startsWith('/api/')

/**
 * Made before Next, which answers its refusal with a 500. A
 * request without `Origin` is not a browser's cross-site request.
 */
function fromOtherOrigin(request: IncomingMessage): boolean {
  const origin = header(request, 'origin')
  if (origin === undefined) return false
  let originHost: string
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host
  } catch {
    return true
  }
  const host = header(request, 'x-forwarded-host')?.split(',')[0]?.trim() || header(request, 'host')
  return originHost !== host
}

/** Next's client shows the text only for exactly `text/plain`; a form posted without JavaScript needs the charset. */
export const actionAnswer = (request: IncomingMessage, status: number, message: string): Substitute => ({
  status,
  body: message,
  headers: {
    'Content-Type': header(request, 'next-action') ? 'text/plain' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  },
})

/** Next's header telling its client router the action was not found (it reloads the page). */
const ACTION_NOT_FOUND_HEADER = 'x-nextjs-action-not-found'
const KEPT_HEADERS = [ACTION_NOT_FOUND_HEADER, 'allow']

/** The admin's languages (`i18n.supportedLanguages` in payload.config.ts), and its cookie. */
const ADMIN_LANGUAGES = new Set(['fr'])
const ADMIN_LANGUAGE_COOKIE = 'payload-lng='

/**
 * Payload's language switch cannot be wrapped by `defineAction` and
 * stores whatever it is given, so it is recognised by what it does.
 */
function setsForeignAdminLanguage(response: ServerResponse): boolean {
  const cookies = [response.getHeader('set-cookie') ?? []].flat().map(String)
  const set = cookies.find((cookie) => cookie.startsWith(ADMIN_LANGUAGE_COOKIE))
  if (set === undefined) return false
  const value = set.slice(ADMIN_LANGUAGE_COOKIE.length).split(';')[0]
  let language: string
  try {
    language = decodeURIComponent(value)
  } catch {
    return true
  }
  return !ADMIN_LANGUAGES.has(language)
}

/**
 * A 500 before any action ran is Next failing to read the request:
 * the client's mistake. A 500 from a running action is a real fault.
 */
function refusalOf(status: number, request: ActionRequest, response: ServerResponse): [number, string] | null {
  if (setsForeignAdminLanguage(response)) return [400, ACTION_MALFORMED_MESSAGE]
  if (status === 500 && request.stage === 'refused') return [request.refusal.status, request.refusal.message]
  if (status === 500 && request.stage === 'reading') return [400, ACTION_MALFORMED_MESSAGE]
  if (response.hasHeader(ACTION_NOT_FOUND_HEADER)) return [status, ACTION_UNKNOWN_MESSAGE]
  // A POST without an action to a static page: Next's "Method Not Allowed".
  if (status === 405) return [405, PAGE_METHOD_NOT_ALLOWED_MESSAGE]
  return null
}

/** Turns Next's 500s and English text for malformed requests into a French 400. */
export function serveActionRequest(request: IncomingMessage, response: ServerResponse, handle: () => Promise<void>) {
  if (!mayBeServerAction(request)) return handle()
  if (fromOtherOrigin(request)) {
    const refusal = actionAnswer(request, 403, ACTION_OTHER_ORIGIN_MESSAGE)
    sendSubstitute(response, { ...refusal, headers: { ...refusal.headers, Connection: 'close' } })
    return Promise.resolve()
  }
  const actionRequest: ActionRequest = { stage: 'reading' }
  substituteAnswer(response, (status) => {
    const refusal = refusalOf(status, actionRequest, response)
    return refusal && { ...actionAnswer(request, ...refusal), keep: KEPT_HEADERS }
  })
  return store.run(actionRequest, handle)
}
