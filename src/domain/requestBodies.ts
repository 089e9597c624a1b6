import { AVATAR_MAX_BYTES } from './avatarFile'
import { HERO_IMAGE_MAX_BYTES } from './heroImage'
import { REPORT_CSV_MAX_BYTES } from './projectReports'

const MB = 1024 * 1024

/** Any JSON (or form-data `_payload`) sent to the REST API: the longest text we accept is 100,000 characters. */
export const API_BODY_MAX_BYTES = 1 * MB

/**
 * A page's server action: the profile form sends its photo (5 Mo) with its fields, the Monday
 * reporting its CSV (5 Mo) with up to 100,000 characters of text. Next enforces it too
 * (`serverActions.bodySizeLimit`), but only while reading the body.
 */
export const SERVER_ACTION_BODY_MAX_BYTES = 6 * MB

/** The site's images the marketing team uploads in the admin (`media`). */
export const MEDIA_MAX_BYTES = 10 * MB

/** A multipart body carries its file plus boundaries, headers and the document's fields. */
const MULTIPART_ALLOWANCE = 64 * 1024

/** Each upload collection's largest file, as its own check refuses it. */
const UPLOAD_MAX_BYTES: Record<string, number> = {
  avatars: AVATAR_MAX_BYTES,
  'project-hero-images': HERO_IMAGE_MAX_BYTES,
  'report-files': REPORT_CSV_MAX_BYTES,
  media: MEDIA_MAX_BYTES,
}

export const BODY_TOO_LARGE_MESSAGE = (maxBytes: number) =>
  `Requête trop volumineuse (${formatSize(maxBytes)} au plus).`

export const BODY_LENGTH_REQUIRED_MESSAGE = 'Requête refusée : sa taille doit être annoncée (Content-Length).'

/**
 * The most bytes a request to `pathname` may carry: an upload collection's REST route its file
 * and some room, any other REST route a JSON document, a page a server action.
 */
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
