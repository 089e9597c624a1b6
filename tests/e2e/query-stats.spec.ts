import { expect, test } from '@playwright/test'

import { ADMIN_EMAIL, staffHeaders } from './helpers/api'

/**
 * The SQL counters of `npm run bench:scale` are served only by the bench's own server entry, on a
 * port of its own (`bench/lib/countingServer.ts`); the shipped app has no route to them:
 * `/api/query-stats` answers like an address the API does not serve, to a visitor and to an admin
 * alike, and gives away no counter.
 */
test('the benchmark’s SQL counters do not exist in production: the French 404 of an unknown API address', async ({
  request,
}) => {
  const notFound = { errors: [{ message: 'Cette adresse de l’API n’existe pas.' }] }
  const unknown = await request.get('/api/adresse-inconnue')
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toEqual(notFound)

  const asVisitor = await request.get('/api/query-stats')
  expect(asVisitor.status()).toBe(404)
  expect(await asVisitor.json()).toEqual(notFound)

  const asAdmin = await request.get('/api/query-stats', { headers: await staffHeaders(request, ADMIN_EMAIL) })
  expect(asAdmin.status()).toBe(404)
  const body = await asAdmin.text()
  expect(JSON.parse(body)).toEqual(notFound)
  expect(body).not.toMatch(/statements|totalMs/)
})
