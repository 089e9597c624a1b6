import { AVATAR_MAX_BYTES } from '../profile/avatarFile'
import { HERO_IMAGE_MAX_BYTES } from '../projects/heroImage'
import { REPORT_CSV_MAX_BYTES } from '../reports/projectReports'

const MB = 1024 * 1024

/** Any JSON (or form-data `_payload`) sent to the REST API: the longest text we accept is 100,000 characters. */
export const API_BODY_MAX_BYTES = 1 * MB

/** Next enforces it too, but only while reading the body. */
export const SERVER_ACTION_BODY_MAX_BYTES = 6 * MB

export const MEDIA_MAX_BYTES = 10 * MB

/** A multipart body carries its file plus boundaries, headers and the document's fields. */
const MULTIPART_ALLOWANCE = 64 * 1024

const UPLOAD_MAX_BYTES: Record<string, number> = {
  avatars: AVATAR_MAX_BYTES,
  'project-hero-images': HERO_IMAGE_MAX_BYTES,
  'report-files': REPORT_CSV_MAX_BYTES,
  media: MEDIA_MAX_BYTES,
}

export const BODY_TOO_LARGE_MESSAGE = (maxBytes: number) =>
  `Requête trop volumineuse (${formatSize(maxBytes)} au plus).`

export const BODY_LENGTH_REQUIRED_MESSAGE = 'Requête refusée : sa taille doit être annoncée (Content-Length).'

export function requestBodyLimit(pathname: string): number {
  const collection = /^\/api\/([^/]+)/.exec(pathname)?.[1]
  if (collection === undefined) return SERVER_ACTION_BODY_MAX_BYTES
  const upload = UPLOAD_MAX_BYTES[collection]
  return upload === undefined ? API_BODY_MAX_BYTES : upload + MULTIPART_ALLOWANCE
}

function formatSize(bytes: number): string {
  if (bytes < MB) return `${Math.round(bytes / 1024)} Ko`
  return `${(Math.round((bytes / MB) * 10) / 10).toLocaleString('fr-FR')} Mo`
}
