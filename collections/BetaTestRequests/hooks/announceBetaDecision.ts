import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import { betaTestAcceptedEmail, betaTestDeclinedEmail } from '@/email/templates/feedbackEmails'
import { queueEmail } from '@/email/queueEmail'
import { feedbackProject, projectPath } from '@/feedbacks/feedbackProject'
import { notifyMember } from '@/notifications/notifyMember'
import type { BetaTestRequest } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

/** Relayed by Tryb so the owner never learns the tester's address. */
export const announceBetaDecision: CollectionAfterChangeHook<BetaTestRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status === previousDoc?.status || doc.status === 'requested') return doc
  const memberId = relationId(doc.member)
  const [project, member] = await Promise.all([
    feedbackProject(req, relationId(doc.project)),
    req.payload.findByID({
      collection: 'members',
      id: memberId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
      select: { email: true, email_preferences: true },
    }),
  ])
  if (!project || !member) return doc
  const url = `${siteUrl()}${projectPath(project)}`
  if (doc.status === 'accepted') {
    await notifyMember(
      req,
      { id: memberId },
      {
        kind: 'beta_test_accepted',
        title: `Tu es bêta-testeur de « ${project.title} » : ses instructions t’attendent par e-mail`,
        link: projectPath(project),
      },
    )
    await queueEmail(
      req,
      betaTestAcceptedEmail({
        to: member.email,
        projectTitle: project.title,
        instructions: project.betaInstructions ?? '',
        url,
      }),
    )
    return doc
  }
  await notifyMember(
    req,
    { id: memberId, email_preferences: member.email_preferences },
    {
      kind: 'beta_test_declined',
      title: `Ta demande de bêta-test pour « ${project.title} » n’a pas été retenue`,
      link: projectPath(project),
      email: betaTestDeclinedEmail({ to: member.email, projectTitle: project.title, url }),
    },
  )
  return doc
}
