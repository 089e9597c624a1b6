import type { Endpoint } from 'payload'

import { ROUTE_NOT_FOUND_MESSAGE } from '@/errors/frenchNotFound'

import { refusal } from './refusal'

const notServed = (method: Endpoint['method'], path: string): Endpoint => ({
  method,
  path,
  handler: (req) => refusal(req, ROUTE_NOT_FOUND_MESSAGE, 404),
})

// Listed first: Payload matches endpoints in order, after ours (`tests/int/doors/unused-endpoints.int.test.ts` tries
// them all).

/** A document's version history, listed, read or restored: it failed in the database without versions (a 500). */
export const UNUSED_VERSION_ENDPOINTS: Endpoint[] = [
  notServed('get', '/versions'),
  notServed('get', '/versions/:id'),
  notServed('post', '/versions/:id'),
]

/** Every collection without versions: copying a document (also `disableDuplicate`), and its version history. */
export const UNUSED_DOCUMENT_ENDPOINTS: Endpoint[] = [notServed('post', '/:id/duplicate'), ...UNUSED_VERSION_ENDPOINTS]

/** Upload collections: fetching a file from a URL (uploads come from the device). */
export const UNUSED_UPLOAD_ENDPOINTS: Endpoint[] = [notServed('get', '/paste-url/:id?')]

/** The members' first-user probe: members never enter the admin. */
export const UNUSED_MEMBERS_ENDPOINTS: Endpoint[] = [notServed('get', '/init')]

/** The job runner's: jobs run inside the app and in `npm run worker`. */
export const UNUSED_JOBS_ENDPOINTS: Endpoint[] = [notServed('get', '/run'), notServed('get', '/handle-schedules')]
