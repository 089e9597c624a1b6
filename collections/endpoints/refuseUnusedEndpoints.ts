import type { Endpoint, SanitizedConfig } from 'payload'

import { ROUTE_NOT_FOUND_MESSAGE } from '@/errors/frenchNotFound'

import { refusal } from './refusal'

const notServed = (method: Endpoint['method'], path: string): Endpoint => ({
  method,
  path,
  handler: (req) => refusal(req, ROUTE_NOT_FOUND_MESSAGE, 404),
})

/** A document's version history, listed, read or restored: only a collection or global keeping versions has one. */
const VERSION_ENDPOINTS = [
  notServed('get', '/versions'),
  notServed('get', '/versions/:id'),
  notServed('post', '/versions/:id'),
]

/**
 * Payload's own endpoints the site and its admin never call, each answering the French 404 of an
 * address that does not exist (`tests/int/doors/unused-endpoints.int.test.ts` tries them all):
 * the version history of collections and globals without versions (it failed in the database:
 * a 500 to any signed-in member), copying a document (`/:id/duplicate`, already off on ours),
 * fetching a file from a URL (`/paste-url`: uploads come from the device), the members' first-user
 * probe (`/init`: members never enter the admin), and the job runner's endpoints (the jobs run
 * inside the app and in `npm run worker`). Taken before Payload's own, which are matched in order.
 */
export function refuseUnusedEndpoints(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const unused = [notServed('post', '/:id/duplicate')]
    if (!collection.versions) unused.push(...VERSION_ENDPOINTS)
    if (collection.upload) unused.push(notServed('get', '/paste-url/:id?'))
    if (collection.slug === 'members') unused.push(notServed('get', '/init'))
    if (collection.slug === 'payload-jobs') unused.push(notServed('get', '/run'), notServed('get', '/handle-schedules'))
    collection.endpoints = [...unused, ...(collection.endpoints || [])]
  }
  for (const global of config.globals) {
    if (!global.versions) global.endpoints = [...VERSION_ENDPOINTS, ...(global.endpoints || [])]
  }
  return config
}
