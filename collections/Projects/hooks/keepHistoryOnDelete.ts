import type { CollectionBeforeDeleteHook } from 'payload'

import { keepHistory } from '../../hooks/keepHistory'

export const PROJECT_WITH_HISTORY =
  'Ce projet a un historique (actions déclarées, reportings, paiements, retours…) : il ne peut pas être supprimé.'

/**
 * Deleting a project takes its votes with it (they mean nothing without it), but never the
 * history that earned members points or records money: such a project is refused with a clear
 * message, so an admin sets it aside (e.g. "Modifications demandées") instead.
 */
const refuseProjectWithHistory = keepHistory({ message: PROJECT_WITH_HISTORY, goesWithIt: ['votes'] })

export const keepHistoryOnDelete: CollectionBeforeDeleteHook = async (args) => {
  await refuseProjectWithHistory(args)
  await args.req.payload.delete({ collection: 'votes', where: { project: { equals: args.id } }, req: args.req })
}
