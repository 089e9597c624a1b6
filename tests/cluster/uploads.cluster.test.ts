import sharp from 'sharp'
import { expect, inject, it } from 'vitest'

import { login } from './helpers'

/**
 * Uploads on S3-compatible storage: a profile photo uploaded through server A is in the cluster's
 * bucket, so server B serves it — to its member only.
 */

const { servers } = inject('cluster')
const [serverA, serverB] = servers

it('an avatar uploaded through A is served by B to its owner, and refused to another member and to a visitor', async () => {
  const owner = await login(serverA, 'members', 'camille.durand@tryb.local')
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ea580c' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'grappe.png')
  form.append('_payload', '{}')
  const uploaded = await fetch(`${serverA}/api/avatars`, {
    method: 'POST',
    headers: { Authorization: owner },
    body: form,
  })
  expect(uploaded.status).toBe(201)
  const { doc } = (await uploaded.json()) as { doc: { url: string; sizes: { thumbnail: { url: string } } } }

  for (const url of [doc.url, doc.sizes.thumbnail.url]) {
    const path = new URL(url, serverA).pathname + new URL(url, serverA).search
    const served = await fetch(`${serverB}${path}`, { headers: { Authorization: owner } })
    expect(served.status, path).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)
    expect(served.headers.get('cache-control')).toContain('private')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBeGreaterThan(0)

    const other = await fetch(`${serverB}${path}`, {
      headers: { Authorization: await login(serverB, 'members', 'yanis.benali@tryb.local') },
    })
    expect([403, 404], `${path} for another member`).toContain(other.status)
    expect(other.headers.get('content-type') ?? '').not.toMatch(/^image\//)
    const visitor = await fetch(`${serverB}${path}`)
    expect([403, 404], `${path} for a visitor`).toContain(visitor.status)
    expect(visitor.headers.get('content-type') ?? '').not.toMatch(/^image\//)
  }
})
