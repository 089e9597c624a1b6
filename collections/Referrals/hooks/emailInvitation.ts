import type { CollectionAfterChangeHook } from 'payload'

import { queueEmail } from '@/email/queueEmail'
import { invitationEmail } from '@/email/templates/invitation'
import type { Referral } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

/** In the creation's transaction: no invitation without its e-mail, nor the reverse. */
export const emailInvitation: CollectionAfterChangeHook<Referral> = async ({ data, doc, operation, req }) => {
  // The code is read from `data`: the member's copy of the document hides it.
  if (operation !== 'create' || req.user?.collection !== 'members' || !data.code) return doc
  const url = new URL('/apply', siteUrl())
  url.searchParams.set('ref', data.code)
  await queueEmail(
    req,
    invitationEmail({ to: doc.referee_email, referrerName: req.user.first_name, url: url.toString() }),
  )
  return doc
}
