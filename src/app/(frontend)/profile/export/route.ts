import config from '@payload-config'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { exportMemberData } from '@/profile/exportMemberData'

/**
 * "Télécharger mes données": the member's data as a JSON file. The profile page's guard decides
 * who may have it (signed out → /login, inactive → signed out), so nobody downloads anyone
 * else's, and the answer is never cached.
 */
export async function GET(): Promise<Response> {
  const member = await guardMemberPage('profile', '/profile')
  const data = await exportMemberData(await getPayload({ config }), member)
  const day = data.exported_at.slice(0, 10)
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="tryb-mes-donnees-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
