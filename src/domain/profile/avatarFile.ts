/** Pure, so the browser and the server check with the same rule. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** Beyond this many pixels a small file could unpack into gigabytes when it is resized. */
export const AVATAR_MAX_PIXELS = 40_000_000

export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number]

/** What the file input offers; the content decides, never the name or the browser's guess. */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',')

export const AVATAR_MESSAGES = {
  tooLargeTitle: 'Fichier trop volumineux',
  tooLarge: 'La photo doit faire moins de 5 MB.',
  wrongTypeTitle: 'Format non accepté',
  wrongType: 'La photo doit être au format JPG, PNG ou WEBP.',
  tooBigImageTitle: 'Photo trop grande',
  tooBigImage: 'La photo doit faire 40 mégapixels au plus.',
} as const

export type AvatarProblem = { title: string; message: string }

export const AVATAR_TOO_LARGE: AvatarProblem = {
  title: AVATAR_MESSAGES.tooLargeTitle,
  message: AVATAR_MESSAGES.tooLarge,
}
export const AVATAR_WRONG_TYPE: AvatarProblem = {
  title: AVATAR_MESSAGES.wrongTypeTitle,
  message: AVATAR_MESSAGES.wrongType,
}

export const AVATAR_TOO_BIG_IMAGE: AvatarProblem = {
  title: AVATAR_MESSAGES.tooBigImageTitle,
  message: AVATAR_MESSAGES.tooBigImage,
}

export const SNIFF_BYTES = 12

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const RIFF = [0x52, 0x49, 0x46, 0x46]
const WEBP = [0x57, 0x45, 0x42, 0x50]

/** The image type the file's first bytes announce (their "magic number"), or null. */
export function sniffImageType(bytes: Uint8Array): AvatarMimeType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg'
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp'
  return null
}

export function avatarProblem(size: number, firstBytes: Uint8Array): AvatarProblem | null {
  if (size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE
  if (!sniffImageType(firstBytes)) return AVATAR_WRONG_TYPE
  return null
}

export type StoredAvatar = {
  filename?: string | null
  sizes?: { thumbnail?: { filename?: string | null } | null } | null
}

/** Served by Payload under this site's path, so the session cookie goes with it whatever host `SITE_URL` names. */
export function avatarSrc(avatar: number | StoredAvatar | null | undefined): string | null {
  if (!avatar || typeof avatar !== 'object') return null
  const filename = avatar.sizes?.thumbnail?.filename ?? avatar.filename
  return filename ? `/api/avatars/file/${encodeURIComponent(filename)}` : null
}
