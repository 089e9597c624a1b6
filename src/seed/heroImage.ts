import sharp from 'sharp'

export async function heroImage(colour: string): Promise<Buffer> {
  const overlay = Buffer.from(
    `<svg width="1600" height="900" xmlns="http://www.w3.org/2000/svg">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
        <stop offset="1" stop-color="#000000" stop-opacity="0.25"/>
      </linearGradient></defs>
      <rect width="1600" height="900" fill="url(#g)"/>
      <circle cx="1250" cy="250" r="180" fill="#ffffff" fill-opacity="0.18"/>
      <circle cx="300" cy="700" r="260" fill="#ffffff" fill-opacity="0.12"/>
    </svg>`,
  )
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
    .composite([{ input: overlay }])
    .png()
    .toBuffer()
}
