import sharp from 'sharp'

/** A real 1600×900 PNG made here, the size the project form asks for. */
export const heroImage = async (name = 'visuel.png') => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer(),
})
