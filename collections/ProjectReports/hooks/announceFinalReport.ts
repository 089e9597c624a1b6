import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import type { ProjectReport } from '@/payload-types'
import { notifyImpactReportFinal } from '@/reports/impactReport'

/**
 * A reporting marked processed makes the campaign's impact report final: its owner is told (once
 * per project, `notifyImpactReportFinal`, whose notice is unique: two runs finishing together tell
 * once), in the transaction that marks it — whichever door did it, "Traiter reporting" at its last
 * batch (the only one that marks it) or an admin in the generic edit view.
 */
export const announceFinalReport: CollectionAfterChangeHook<ProjectReport> = async ({ doc, previousDoc, req }) => {
  const newlyProcessed = doc.processed_at && doc.processed_at !== previousDoc?.processed_at
  if (!newlyProcessed) return doc
  const projectId = relationId(doc.project)
  if (projectId !== undefined) await notifyImpactReportFinal(req, projectId, new Date(doc.processed_at!))
  return doc
}
