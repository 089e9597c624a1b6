import config from '@payload-config'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { LIMITS } from '@/auth/limits'
import { AUTH_MESSAGES } from '@/auth/messages'
import { hit } from '@/auth/rateLimit'
import { requestDataExport } from '@/profile/dataExportJob'
import { memberExportStream } from '@/profile/exportMemberData'

/**
 * Rate-limited per member because it reads everything they hold. A small export is streamed a page
 * at a time for constant memory; a large one (`exportNeedsJob`) is prepared by a job and its link
 * e-mailed, and the member is sent back to the profile, which says so.
 */
export async function GET(): Promise<Response> {
  const member = await guardMemberPage('profile', '/profile')
  const payload = await getPayload({ config })
  const limit = await hit(payload, `data-export:member:${member.id}`, LIMITS.dataExportPerMember)
  if (!limit.allowed) {
    return new Response(`${AUTH_MESSAGES.exportLimited(Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)))}\n`, {
      status: 429,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(limit.retryAfterSeconds),
        'Cache-Control': 'no-store',
      },
    })
  }
  if ((await requestDataExport(payload, member)) === 'queued') {
    return new Response(null, {
      status: 303,
      headers: { Location: '/profile?export=requested#mes-donnees', 'Cache-Control': 'no-store' },
    })
  }
  const exportedAt = new Date()
  const day = exportedAt.toISOString().slice(0, 10)
  return new Response(memberExportStream(payload, member, exportedAt), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="tryb-mes-donnees-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
