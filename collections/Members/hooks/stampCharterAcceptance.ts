import type { CollectionBeforeChangeHook } from 'payload'

import type { Member } from '@/payload-types'

import { charterAcceptance, charterVersionInForce, notCurrentCharter } from '../../hooks/charterAcceptance'

/**
 * Every acceptance stores the charter's version and its date (docs/PRODUCT-RULES.md#charter): the
 * one of the sign-up or the application when the member is created, then each new version the
 * member accepts, which must be the version in force (a forged body names another and is refused).
 * The date is always the server's.
 */
export const stampCharterAcceptance: CollectionBeforeChangeHook<Member> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation === 'create') {
    return data.accepts_charter ? { ...data, ...(await charterAcceptance(req)) } : data
  }
  const asked = data.charter_version
  if (asked === undefined || asked === null || asked === originalDoc?.charter_version) {
    return {
      ...data,
      charter_version: originalDoc?.charter_version,
      charter_accepted_at: originalDoc?.charter_accepted_at,
    }
  }
  if (asked !== (await charterVersionInForce(req))) throw notCurrentCharter()
  return { ...data, accepts_charter: true, charter_version: asked, charter_accepted_at: new Date().toISOString() }
}
