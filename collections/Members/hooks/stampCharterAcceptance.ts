import type { CollectionBeforeChangeHook } from 'payload'

import type { Member } from '@/payload-types'

import { charterAcceptance, charterVersionInForce, notCurrentCharter } from '../../hooks/charterAcceptance'

/** A forged body naming another version is refused; the date is always the server's (docs/PRODUCT-RULES.md#charter). */
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
