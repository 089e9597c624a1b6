import config from '@payload-config'
import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

export const dynamic = 'force-dynamic'

/** 200 when the database answers, 503 otherwise; for load balancers and uptime checks. */
export async function GET() {
  try {
    const payload = await getPayload({ config })
    const db = await drizzleFor(payload)
    await db.execute(sql`select 1`)
    return Response.json({ status: 'ok', database: 'up' }, { headers: noStore })
  } catch (error) {
    console.error('[health] database unreachable:', error instanceof Error ? error.message : error)
    return Response.json({ status: 'error', database: 'down' }, { status: 503, headers: noStore })
  }
}

const noStore = { 'Cache-Control': 'no-store' }
