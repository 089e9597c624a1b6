import { describe, expect, it } from 'vitest'

import { AVATAR_MESSAGES, avatarProblem, sniffImageType } from '@/domain/profile/avatarFile'

const bytes = (...values: number[]) => new Uint8Array(values)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1)
const WEBP = new Uint8Array([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBP')])

describe('sniffImageType', () => {
  it('reads the three accepted formats from their first bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png')
    expect(sniffImageType(JPEG)).toBe('image/jpeg')
    expect(sniffImageType(WEBP)).toBe('image/webp')
  })

  it('knows nothing else, whatever the file is called', () => {
    expect(sniffImageType(new TextEncoder().encode('Ceci est un texte.'))).toBeNull()
    expect(sniffImageType(new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0]))).toBeNull()
    // A RIFF file that is not a WEBP (a WAV sound).
    expect(sniffImageType(new Uint8Array([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WAVE')]))).toBeNull()
    expect(sniffImageType(PNG.subarray(0, 4))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })
})

describe('avatarProblem', () => {
  it('accepts an image of up to 5 MB and refuses one byte more, with the product’s message', () => {
    expect(avatarProblem(5 * 1024 * 1024, PNG)).toBeNull()
    expect(avatarProblem(5 * 1024 * 1024 + 1, PNG)).toEqual({
      title: 'Fichier trop volumineux',
      message: 'La photo doit faire moins de 5 MB.',
    })
  })

  it('refuses what is not a JPG, PNG or WEBP', () => {
    expect(avatarProblem(100, new TextEncoder().encode('pas une image'))).toEqual({
      title: AVATAR_MESSAGES.wrongTypeTitle,
      message: 'La photo doit être au format JPG, PNG ou WEBP.',
    })
  })
})
