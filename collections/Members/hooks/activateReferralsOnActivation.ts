import type { CollectionAfterChangeHook } from 'payload'

import type { Member } from '@/payload-types'
import { activateReferrals } from '@/referrals/lifecycle'

/** An invitee who becomes active makes their referral active and credits the referrer once. */
export const activateReferralsOnActivation: CollectionAfterChangeHook<Member> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const becameActive = doc.status === 'active' && (operation === 'create' || previousDoc?.status !== 'active')
  if (becameActive) await activateReferrals(req.payload, req, doc)
  return doc
}
