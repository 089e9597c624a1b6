import { sql } from 'drizzle-orm'
import type { CollectionBeforeDeleteHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

import { keepHistory } from '../../hooks/keepHistory'

export const MEMBER_WITH_HISTORY =
  'Ce membre a un historique (points, actions déclarées, votes, projets, paiements…) : il ne peut pas être supprimé. Passe son statut à « Inactif » à la place.'

/** What dies with a member: their notifications and their sign-in links, nothing else. */
const GOES_WITH_MEMBER = ['notifications', 'magic_link_tokens']

const refuseMemberWithHistory = keepHistory({ message: MEMBER_WITH_HISTORY, goesWithIt: GOES_WITH_MEMBER })

/** The columns are required, so Payload's `set null` would refuse the deletion. */
export const deleteWithoutHistory: CollectionBeforeDeleteHook = async (args) => {
  await refuseMemberWithHistory(args)
  const db = await drizzleFor(args.req.payload, args.req)
  await db.execute(sql`delete from notifications where member_id = ${Number(args.id)}`)
  await db.execute(sql`delete from magic_link_tokens where member_id = ${Number(args.id)}`)
}
