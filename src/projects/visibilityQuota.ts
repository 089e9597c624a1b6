import type { Payload, PayloadRequest } from 'payload'

import { visibilityQuotaMessage, visibilityQuotaSince } from '@/domain/projectQuota'

/**
 * Whether the member already proposed a visibility project this Paris month: the count the
 * projects' submission hook refuses on, and the pages read to say so before the form. Server code
 * for the member's own projects (the API refuses filtering on owner).
 */
export async function hasVisibilityProjectThisMonth(
  payload: Payload,
  memberId: number,
  now: Date,
  req?: PayloadRequest,
): Promise<boolean> {
  const earlier = await payload.count({
    collection: 'projects',
    where: {
      owner: { equals: memberId },
      request_type: { equals: 'visibility' },
      createdAt: { greater_than_equal: visibilityQuotaSince(now).toISOString() },
    },
    req,
    overrideAccess: true,
  })
  return earlier.totalDocs > 0
}

/** What the pages say before the visibility form, or null when the member may propose one now. */
export async function visibilityQuotaNotice(payload: Payload, memberId: number, now = new Date()) {
  return (await hasVisibilityProjectThisMonth(payload, memberId, now)) ? visibilityQuotaMessage(now) : null
}
