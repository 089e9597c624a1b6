import { checkDatabase } from '@/db/databaseHealth'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

export async function GET() {
  return (await checkDatabase())
    ? Response.json({ status: 'ok', database: 'up' }, { headers: noStore })
    : Response.json({ status: 'error', database: 'down' }, { status: 503, headers: noStore })
}
