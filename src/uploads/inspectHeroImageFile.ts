import type { File as UploadedFile } from 'payload'
import sharp from 'sharp'

import {
  HERO_IMAGE_MAX_BYTES,
  HERO_IMAGE_MESSAGES,
  heroImageDimensionsProblem,
  heroImageFileProblem,
  heroImageType,
  type HeroImageMimeType,
} from '@/domain/projects/heroImage'

import { readUploadedBytes } from './uploadedBytes'

const SHARP_FORMATS: Record<HeroImageMimeType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' }
const EXTENSIONS: Record<HeroImageMimeType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' }

export type HeroImageInspection =
  { ok: true; mimeType: HeroImageMimeType; extension: string } | { ok: false; message: string }

/** Whatever door it came through; the name and the browser's type are never trusted. */
export async function inspectHeroImageFile(
  file: Pick<UploadedFile, 'data' | 'tempFilePath'>,
): Promise<HeroImageInspection> {
  const bytes = await readUploadedBytes(file, HERO_IMAGE_MAX_BYTES)
  if ('tooLarge' in bytes) return { ok: false, message: HERO_IMAGE_MESSAGES.tooLarge }
  const problem = heroImageFileProblem(bytes.length, bytes)
  if (problem) return { ok: false, message: problem }
  const mimeType = heroImageType(bytes)!
  try {
    const { format, width, height } = await sharp(bytes).metadata()
    if (format !== SHARP_FORMATS[mimeType]) return { ok: false, message: HERO_IMAGE_MESSAGES.wrongType }
    const dimensions = heroImageDimensionsProblem(width, height)
    if (dimensions) return { ok: false, message: dimensions }
  } catch {
    return { ok: false, message: HERO_IMAGE_MESSAGES.unreadable }
  }
  return { ok: true, mimeType, extension: EXTENSIONS[mimeType] }
}
