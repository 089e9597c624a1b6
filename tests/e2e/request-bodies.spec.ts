import { request as httpRequest } from 'node:http'

import { expect, test } from '@playwright/test'

import {
  API_BODY_MAX_BYTES,
  BODY_LENGTH_REQUIRED_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
} from '../../src/domain/requestBodies'

test('a 20 MB JSON body to the API is refused in French from its length, before Payload reads it', async ({
  request,
}) => {
  const huge = await request.post('/api/projects', {
    data: { title: 'x'.repeat(20 * 1024 * 1024) },
  })
  expect(huge.status()).toBe(413)
  expect(await huge.json()).toEqual({ errors: [{ message: BODY_TOO_LARGE_MESSAGE(API_BODY_MAX_BYTES) }] })

  // Under the limit the request reaches Payload, whose access rules answer.
  const small = await request.post('/api/projects', { data: { title: 'x'.repeat(1000) } })
  expect(small.status()).toBe(403)
})

test('an upload past its collection’s limit is refused; a page’s server action has its own', async ({ request }) => {
  const photo = await request.post('/api/avatars', {
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) } },
  })
  expect(photo.status()).toBe(413)
  expect(((await photo.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
    /^Requête trop volumineuse \(5,1 Mo au plus\)\.$/,
  )
  const action = await request.post('/profile', { data: Buffer.alloc(7 * 1024 * 1024) })
  expect(action.status()).toBe(413)
})

test('a chunked body without a length is refused on the API', async ({ baseURL }) => {
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = httpRequest(
      `${baseURL}/api/projects`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    sent.on('error', reject)
    sent.write('{"title":')
    sent.end('"x"}')
  })
  expect(status).toBe(411)
  expect(JSON.parse(body)).toEqual({ errors: [{ message: BODY_LENGTH_REQUIRED_MESSAGE }] })
})
