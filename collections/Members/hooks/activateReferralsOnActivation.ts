import type { CollectionAfterChangeHook } from 'payload'

import type { Member } from '@/payload-types'
import { activateReferrals, undoReferralActivations } from '@/referrals/lifecycle'

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
