import type { CollectionBeforeDeleteHook } from 'payload'

import { keepHistory } from '../../hooks/keepHistory'

export const PROJECT_WITH_HISTORY =
  'Ce projet a un historique (actions déclarées, reportings, paiements, retours…) : il ne peut pas être supprimé.'

/** Votes mean nothing without the project; history that earned points or records money is never deleted. */
const refuseProjectWithHistory = keepHistory({ message: PROJECT_WITH_HISTORY, goesWithIt: ['votes'] })

export const keepHistoryOnDelete: CollectionBeforeDeleteHook = async (args) => {
  await refuseProjectWithHistory(args)
  await args.req.payload.delete({ collection: 'votes', where: { project: { equals: args.id } }, req: args.req })
}
