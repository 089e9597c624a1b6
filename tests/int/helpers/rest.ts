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
  const headers = new Headers()
  if (authorization) headers.set('Authorization', authorization)
  if (body && !(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  const response = await handleEndpoints({
    config: payload.config,
    path: `/api${path.split('?')[0]}`,
    request: new Request(`http://127.0.0.1:3000/api${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    }),
  })
  const json = response.headers.get('content-type')?.includes('application/json')
  return { status: response.status, headers: response.headers, body: json ? await response.json() : {} }
}
