import type { CollectionAfterChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import { OWNER_EDIT_ACTION, projectEditNotes } from '@/domain/projects/projectEdits'
import { recordAudit } from '@/audit/recordAudit'
import type { Project } from '@/payload-types'
import { changedContentFields } from '@/projects/projectSubmission'

/**
 * The owner corrects a project still waiting for the team: the sheet shows the latest version,
 * and the journal says what changed (each field, before → after), in the edit's transaction.
 */
export const recordOwnerEdit: CollectionAfterChangeHook<Project> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !isMember(req.user) || !previousDoc) return doc
  const changed = changedContentFields(doc, previousDoc)
  if (changed.length === 0) return doc
  await recordAudit(req, {
    action: OWNER_EDIT_ACTION,
    collection: 'projects',
    id: doc.id,
    notes: projectEditNotes(changed, previousDoc, doc),
  })
  return doc
}
