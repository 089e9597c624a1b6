import config from '@payload-config'
import type { NextRequest } from 'next/server'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { exportDownloadPath, storedExportStream, takeExportDownload } from '@/profile/dataExportJob'

/**
 * The e-mailed link of a large export. Signed in as its member only: a forwarded or leaked e-mail
 * gives nothing, and a mail client's link checker (which has no session) cannot spend the one use.
 * Once, within 7 days; otherwise the profile says why, in French.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const token = request.nextUrl.searchParams.get('token') ?? ''
  const member = await guardMemberPage('profile', exportDownloadPath(token))
  const payload = await getPayload({ config })
  const taken = token ? await takeExportDownload(payload, member.id, token) : ({ refused: 'unknown' } as const)
  if ('refused' in taken) {
    return new Response(null, {
      status: 303,
      headers: { Location: `/profile?export=${taken.refused}#mes-donnees`, 'Cache-Control': 'no-store' },
    })
  }
  const day = taken.readyAt.toISOString().slice(0, 10)
  return new Response(storedExportStream(payload, taken.exportId), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="tryb-mes-donnees-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
