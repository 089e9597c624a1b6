import { handleEndpoints, type Payload } from 'payload'

import { TEST_PASSWORD, type ApiUser } from './actors'

export type RestAnswer = {
  status: number
  headers: Headers
  body: Record<string, unknown> & { errors?: { message: string }[] }
}

/** A signed-in user's `Authorization` header (a session of their own, as a browser would hold). */
export async function authorizationOf(payload: Payload, user: ApiUser): Promise<string> {
  const { token } = await payload.login({
    collection: user.collection,
    data: { email: user.email, password: TEST_PASSWORD },
  })
  return `JWT ${token}`
}

/** The raw answer to one request to /api/… through Payload's own REST handler. */
function restResponse(
  payload: Payload,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  authorization?: string,
  body?: Record<string, unknown> | FormData,
): Promise<Response> {
  const headers = new Headers()
  if (authorization) headers.set('Authorization', authorization)
  if (body && !(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  return handleEndpoints({
    config: payload.config,
    path: `/api${path.split('?')[0]}`,
    request: new Request(`http://127.0.0.1:3000/api${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    }),
  })
}

/**
 * One request to /api/… through Payload's own REST handler, with `authorization` from
 * `authorizationOf` (none: a visitor).
 */
export async function restRequest(
  payload: Payload,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  authorization?: string,
  body?: Record<string, unknown> | FormData,
): Promise<RestAnswer> {
  const response = await restResponse(payload, method, path, authorization, body)
  const json = response.headers.get('content-type')?.includes('application/json')
  return { status: response.status, headers: response.headers, body: json ? await response.json() : {} }
}

/** A file served by /api/<collection>/file/<name> (a document's `url`), as the bytes received. */
export async function restFile(payload: Payload, url: string, authorization?: string) {
  const { pathname, search } = new URL(url, 'http://127.0.0.1:3000')
  const response = await restResponse(payload, 'GET', `${pathname.replace(/^\/api/, '')}${search}`, authorization)
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}
