import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import { feedbackAnsweredEmail } from '@/email/templates/feedbackEmails'
import { feedbackProject, projectPath } from '@/feedbacks/feedbackProject'
import { notifyMember } from '@/notifications/notifyMember'
import type { FeedbackReply } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

export const announceReply: CollectionAfterChangeHook<FeedbackReply> = async ({ doc, operation, req }) => {
  const projectId = relationId(doc.project)
  if (operation !== 'create' || !projectId) return doc
  const feedback = await req.payload.findByID({
    collection: 'feedbacks',
    id: relationId(doc.feedback),
    depth: 0,
    req,
    overrideAccess: true,
    select: { author: true },
  })
  const authorId = relationId(feedback.author)
  const [project, author] = await Promise.all([
    feedbackProject(req, projectId),
    req.payload.findByID({
      collection: 'members',
      id: authorId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
      select: { email: true, email_preferences: true },
    }),
  ])
  if (!project || !author) return doc
  await notifyMember(
    req,
    { id: authorId, email_preferences: author.email_preferences },
    {
      kind: 'feedback_answered',
      title: `Le porteur de « ${project.title} » a répondu à ton retour`,
      link: projectPath(project),
      email: feedbackAnsweredEmail({
        to: author.email,
        projectTitle: project.title,
        url: `${siteUrl()}${projectPath(project)}`,
      }),
    },
  )
  return doc
}
