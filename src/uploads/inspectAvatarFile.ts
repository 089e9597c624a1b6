import sharp from 'sharp'

import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_TOO_BIG_IMAGE,
  AVATAR_TOO_LARGE,
  AVATAR_WRONG_TYPE,
  sniffImageType,
  type AvatarMimeType,
  type AvatarProblem,
} from '@/domain/profile/avatarFile'

import { readUploadedBytes, type UploadedBytes } from './uploadedBytes'

const SHARP_FORMATS: Record<AvatarMimeType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
}

const EXTENSIONS: Record<AvatarMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

export type AvatarInspection =
  { ok: true; mimeType: AvatarMimeType; extension: string } | { ok: false; problem: AvatarProblem }

/**
 * Whatever door it came through; at most 40 megapixels so a small file cannot
 * unpack into gigabytes. The name and browser's type are never trusted.
 */
export const inspectAvatarFile = (file: UploadedBytes) => inspectImageFile(file, AVATAR_MAX_BYTES, AVATAR_TOO_LARGE)

export async function inspectImageFile(
  file: UploadedBytes,
  maxBytes: number,
  tooLarge: AvatarProblem,
): Promise<AvatarInspection> {
  const bytes = await readUploadedBytes(file, maxBytes)
  if ('tooLarge' in bytes) return { ok: false, problem: tooLarge }
  const mimeType = sniffImageType(bytes)
  if (!mimeType) return { ok: false, problem: AVATAR_WRONG_TYPE }
  try {
    const { format, width, height } = await sharp(bytes).metadata()
    if (format !== SHARP_FORMATS[mimeType] || !width || !height) return { ok: false, problem: AVATAR_WRONG_TYPE }
    if (width * height > AVATAR_MAX_PIXELS) return { ok: false, problem: AVATAR_TOO_BIG_IMAGE }
  } catch {
    return { ok: false, problem: AVATAR_WRONG_TYPE }
  }
  return { ok: true, mimeType, extension: EXTENSIONS[mimeType] }
}
