import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import type { ProjectReport } from '@/payload-types'
import { notifyImpactReportFinal } from '@/reports/impactReport'

/** The notice is unique, so two runs finishing together tell once, whichever door marked it. */
export const announceFinalReport: CollectionAfterChangeHook<ProjectReport> = async ({ doc, previousDoc, req }) => {
  const newlyProcessed = doc.processed_at && doc.processed_at !== previousDoc?.processed_at
  if (!newlyProcessed) return doc
  const projectId = relationId(doc.project)
  if (projectId !== undefined) await notifyImpactReportFinal(req, projectId, new Date(doc.processed_at!))
  return doc
}
