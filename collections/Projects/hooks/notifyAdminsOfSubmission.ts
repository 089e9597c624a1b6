import type { CollectionAfterChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import { queueEmail } from '@/email/queueEmail'
import { projectAwaitingModeration } from '@/email/templates/projectAwaitingModeration'
import { adminAddresses } from '@/moderation/adminAddresses'
import type { Project } from '@/payload-types'
import { projectModerationPath } from '@/domain/moderation/moderationQueues'
import { siteUrl } from '@/siteUrl'

/** In the creation's transaction: no project without its e-mails, no e-mail without the project. */
export const notifyAdminsOfSubmission: CollectionAfterChangeHook<Project> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !isMember(req.user)) return doc
  const email = projectAwaitingModeration({
    title: doc.title,
    requestType: doc.request_type,
    adminUrl: `${siteUrl()}${projectModerationPath(doc.id)}`,
  })
  for (const to of await adminAddresses(req)) await queueEmail(req, { to, ...email })
  return doc
}
