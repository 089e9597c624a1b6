import { sniffImageType } from '../profile/avatarFile'

/** Pure, so the browser and the server check with the same rule. */
export const HERO_IMAGE_MAX_BYTES = 500 * 1024
export const HERO_IMAGE_WIDTH = 1600
export const HERO_IMAGE_HEIGHT = 900
export const HERO_IMAGE_ACCEPT = 'image/jpeg,image/png'

export const HERO_IMAGE_MESSAGES = {
  required: 'Image requise',
  tooLarge: 'Image trop lourde (≤ 500 Ko)',
  wrongType: 'Format accepté : JPG ou PNG uniquement',
  wrongSize: 'Dimensions requises : 1600×900 pixels',
  unreadable: "Impossible de charger l'image",
  uploadFailed: "Échec de l'upload de l'image",
  saved: 'Image enregistrée avec succès !',
} as const

export const HERO_IMAGE_FIXED_MESSAGE =
  'L’image d’un projet déjà modéré ne se change plus : demande une modification depuis sa page.'

export type HeroImageMimeType = 'image/jpeg' | 'image/png'

/** JPG or PNG by the file's first bytes (never its name), or null. */
export function heroImageType(firstBytes: Uint8Array): HeroImageMimeType | null {
  const type = sniffImageType(firstBytes)
  return type === 'image/jpeg' || type === 'image/png' ? type : null
}

export function heroImageFileProblem(size: number, firstBytes: Uint8Array): string | null {
  if (size > HERO_IMAGE_MAX_BYTES) return HERO_IMAGE_MESSAGES.tooLarge
  if (!heroImageType(firstBytes)) return HERO_IMAGE_MESSAGES.wrongType
  return null
}

/** A wrong size says what was received: "1600×900" alone leaves the member guessing by how much they missed. */
export function heroImageDimensionsProblem(
  width: number | null | undefined,
  height: number | null | undefined,
): string | null {
  if (!width || !height) return HERO_IMAGE_MESSAGES.unreadable
  if (width !== HERO_IMAGE_WIDTH || height !== HERO_IMAGE_HEIGHT) {
    return `${HERO_IMAGE_MESSAGES.wrongSize} (ton image fait ${width}×${height})`
  }
  return null
}

export const HERO_IMAGE_PAD_COLOR = '#f5f5f4'

/** `position` moves the frame along the direction that has room (0 = left or top, 1 = right or bottom). */
export function heroImageCropFrame(width: number, height: number, position: number) {
  const ratio = HERO_IMAGE_WIDTH / HERO_IMAGE_HEIGHT
  const frameWidth = Math.min(width, Math.floor(height * ratio))
  const frameHeight = Math.min(height, Math.round(frameWidth / ratio))
  const clamped = Math.min(1, Math.max(0, position))
  return {
    x: Math.round((width - frameWidth) * clamped),
    y: Math.round((height - frameHeight) * clamped),
    width: frameWidth,
    height: frameHeight,
  }
}

export function heroImagePadFrame(width: number, height: number) {
  const scale = Math.min(HERO_IMAGE_WIDTH / width, HERO_IMAGE_HEIGHT / height)
  const drawnWidth = Math.min(HERO_IMAGE_WIDTH, Math.round(width * scale))
  const drawnHeight = Math.min(HERO_IMAGE_HEIGHT, Math.round(height * scale))
  return {
    x: Math.round((HERO_IMAGE_WIDTH - drawnWidth) / 2),
    y: Math.round((HERO_IMAGE_HEIGHT - drawnHeight) / 2),
    width: drawnWidth,
    height: drawnHeight,
  }
}
