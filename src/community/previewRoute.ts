import pg from 'pg'

import { isPubliclyVisible, type ProjectStatus, type RequestType } from '@/domain/projects/projectVisibility'
import { PROJECT_PAGE, SESSION_COOKIE } from '@/domain/request/proxyBypass'

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
 * Only a request carrying a session pays this read: a non-public
 * project is rendered per request so its owner and admins get a 200.
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
