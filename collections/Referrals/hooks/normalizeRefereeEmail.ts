import type { CollectionBeforeValidateHook } from 'payload'

import type { Referral } from '@/payload-types'

/** Invitations match members by address, so store it the way members' e-mails are stored. */
export const normalizeRefereeEmail: CollectionBeforeValidateHook<Referral> = ({ data }) => {
  if (typeof data?.referee_email === 'string') {
    return { ...data, referee_email: data.referee_email.trim().toLowerCase() }
  }
  return data
}
