import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { AVATAR_MESSAGES } from '@/domain/profile/avatarFile'

import { createActors, type Actors } from '../helpers/actors'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * The site's images (`media`), uploaded by staff through `POST /api/media`: the same checks as the
 * members' photos — their bytes decide their type, 40 megapixels at most — and a stored name of
 * their real type, never the one sent.
 */

let payload: Payload
let actors: Actors

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  actors = await createActors(payload)
})

async function upload(bytes: Buffer, name: string, mimeType: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), name)
  form.append('_payload', JSON.stringify({ alt: 'Une image du site' }))
  return restRequest(payload, 'POST', '/media', await authorizationOf(payload, actors.marketing), form)
}

const mediaCount = async () => (await payload.count({ collection: 'media' })).totalDocs

describe('media uploads', () => {
  it('refuses an 8000×6000 PNG of a few kilobytes (48 megapixels) in French, storing nothing', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(huge.length).toBeLessThan(500_000)
    const before = await mediaCount()
    const answer = await upload(huge, 'banniere.png', 'image/png')
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(AVATAR_MESSAGES.tooBigImage)
    expect(await mediaCount()).toBe(before)
  })

  it('stores PNG bytes named .html as a .png under a name of its own', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f97316' } })
      .png()
      .toBuffer()
    const answer = await upload(png, 'page.html', 'text/html')
    expect(answer.status).toBe(201)
    const doc = (answer.body as { doc: { filename: string; mimeType: string } }).doc
    expect(doc.mimeType).toBe('image/png')
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.png$/)
  })

  it('refuses HTML bytes whatever their name', async () => {
    const before = await mediaCount()
    const answer = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image.png', 'image/png')
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(AVATAR_MESSAGES.wrongType)
    expect(await mediaCount()).toBe(before)
  })
})
