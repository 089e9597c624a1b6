import type { CollectionAfterChangeHook } from 'payload'

import type { Member } from '@/payload-types'
import { activateReferrals, undoReferralActivations } from '@/referrals/lifecycle'

/**
 * An invitee who becomes active makes their referral active and credits the referrer once; the
 * undo of their acceptance (back to the waiting list) reverses that credit.
 */
export const activateReferralsOnActivation: CollectionAfterChangeHook<Member> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const becameActive = doc.status === 'active' && (operation === 'create' || previousDoc?.status !== 'active')
  if (becameActive) await activateReferrals(req.payload, req, doc)
  if (operation === 'update' && previousDoc?.status === 'active' && doc.status === 'waitlist') {
    await undoReferralActivations(req, doc)
  }
  return doc
}
