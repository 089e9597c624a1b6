import pg from 'pg'

import { isPubliclyVisible, type ProjectStatus, type RequestType } from '@/domain/projectVisibility'
import { PROJECT_PAGE, SESSION_COOKIE } from '@/domain/proxyBypass'

/** Where a project that is not public is rendered for whoever is signed in (`/p/{slug}/apercu`). */
export const PREVIEW_SEGMENT = 'apercu'

// A pool of its own, like the health check's: this one question must not wait behind Payload's.
let pool: pg.Pool | undefined
const lookupPool = () => {
  if (pool) return pool
  pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 2,
    connectionTimeoutMillis: 1_000,
    query_timeout: 1_000,
    idleTimeoutMillis: 30_000,
  })
  pool.on('error', () => undefined)
  return pool
}

/** Whether a project with this slug exists and is not public; false when the database cannot say. */
async function isUnpublishedProject(slug: string): Promise<boolean> {
  try {
    const { rows } = await lookupPool().query<{ status: ProjectStatus; request_type: RequestType }>(
      'select status, request_type from projects where slug = $1 limit 1',
      [slug],
    )
    return rows.length > 0 && !isPubliclyVisible(rows[0])
  } catch {
    return false
  }
}

/**
 * The preview route a request for a project page goes to, or null for the static page. A project
 * that is not public has a static "Projet introuvable" (404) for everyone; a signed-in request for
 * it is rendered per request instead, so that its owner and the admins get it with a 200 (the
 * preview route answers the same 404 to anyone else). Visitors, and public projects, keep the
 * cached page: only a request carrying a session costs this one indexed read.
 */
export async function projectPreviewRoute(pathname: string, cookieNames: string[]): Promise<string | null> {
  const encoded = PROJECT_PAGE.exec(pathname)?.[1]
  if (!encoded || !cookieNames.includes(SESSION_COOKIE)) return null
  let slug: string
  try {
    slug = decodeURIComponent(encoded)
  } catch {
    return null
  }
  return (await isUnpublishedProject(slug)) ? `/p/${encoded}/${PREVIEW_SEGMENT}` : null
}
