import type { Payload, PayloadRequest } from 'payload'

import { visibilityQuotaMessage, visibilityQuotaSince } from '@/domain/projects/projectQuota'

/** Server code because the API refuses filtering on owner. */
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

export async function visibilityQuotaNotice(payload: Payload, memberId: number, now = new Date()) {
  return (await hasVisibilityProjectThisMonth(payload, memberId, now)) ? visibilityQuotaMessage(now) : null
}
