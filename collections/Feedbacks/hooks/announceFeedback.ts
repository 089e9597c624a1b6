import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { feedbackHiddenCause, feedbackReceivedKey } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import { decisionCorrectedEmail } from '@/email/templates/decisionCorrected'
import { feedbackHiddenEmail, feedbackReceivedEmail } from '@/email/templates/feedbackEmails'
import { feedbackProject, projectPath } from '@/feedbacks/feedbackProject'
import { recordAudit } from '@/audit/recordAudit'
import { notifyMember } from '@/notifications/notifyMember'
import { withdrawOrCorrect } from '@/outbox/withdrawEmail'
import type { Feedback } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

type FeedbackProject = NonNullable<Awaited<ReturnType<typeof feedbackProject>>>

async function recipient(req: PayloadRequest, id: number) {
  const member = await req.payload.findByID({
    collection: 'members',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true, email_preferences: true },
  })
  return member ? { id, email: member.email, email_preferences: member.email_preferences } : null
}

/** The owner hears of new feedbacks at most once per project and hour (a notice keyed on the hour). */
export const announceFeedback: CollectionAfterChangeHook<Feedback> = async ({ doc, previousDoc, operation, req }) => {
  const project = await feedbackProject(req, relationId(doc.project))
  if (!project) return doc
  const url = `${siteUrl()}${projectPath(project)}`
  if (operation === 'create') {
    const owner = project.ownerId ? await recipient(req, project.ownerId) : null
    if (owner)
      await notifyMember(req, owner, {
        kind: 'feedback_received',
        title: `Nouveaux retours sur « ${project.title} »`,
        link: projectPath(project),
        dedupeKey: feedbackReceivedKey(project.id, new Date()),
        email: feedbackReceivedEmail({ to: owner.email, projectTitle: project.title, url }),
      })
    return doc
  }
  if (!previousDoc || previousDoc.status === doc.status) return doc
  if (previousDoc.status === 'hidden') return undoHiding(req, doc, project)
  await recordAudit(req, {
    action: doc.status === 'hidden' ? 'feedback_hidden' : 'feedback_withdrawn',
    collection: 'feedbacks',
    id: doc.id,
    from: previousDoc.status,
    to: doc.status,
    notes: doc.status === 'hidden' ? doc.hidden_reason : null,
  })
  if (doc.status !== 'hidden') return doc
  const author = await recipient(req, relationId(previousDoc.author ?? doc.author))
  if (author)
    await notifyMember(req, author, {
      kind: 'feedback_hidden',
      title: `Ton retour sur « ${project.title} » a été masqué`,
      body: doc.hidden_reason ?? null,
      link: projectPath(project),
      email: {
        ...feedbackHiddenEmail({
          to: author.email,
          projectTitle: project.title,
          reason: doc.hidden_reason ?? '',
          url: `${siteUrl()}/charte`,
        }),
        cause: feedbackHiddenCause(doc.id),
      },
    })
  // The flags that led here are settled by the same act.
  await req.payload.update({
    collection: 'feedback-reports',
    where: { and: [{ feedback: { equals: doc.id } }, { status: { equals: 'open' } }] },
    data: { status: 'hidden' },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return doc
}

/** Hiding moved no points, so its undo reverses nothing in the ledger: flags reopened, e-mail withdrawn or corrected. */
async function undoHiding(req: PayloadRequest, doc: Feedback, project: FeedbackProject) {
  await recordAudit(req, {
    action: 'feedback.undone',
    collection: 'feedbacks',
    id: doc.id,
    from: 'hidden',
    to: doc.status,
  })
  await req.payload.update({
    collection: 'feedback-reports',
    where: { and: [{ feedback: { equals: doc.id } }, { status: { equals: 'hidden' } }] },
    data: { status: 'open' },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const author = await req.payload.findByID({
    collection: 'members',
    id: relationId(doc.author),
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!author) return doc
  const url = `${siteUrl()}${projectPath(project)}`
  await withdrawOrCorrect(
    req,
    feedbackHiddenCause(doc.id),
    decisionCorrectedEmail({
      to: author.email,
      firstName: author.first_name,
      subject: `Correction : ton retour sur « ${project.title} » est de nouveau visible`,
      correction: `Ton retour sur « ${project.title} » n’est finalement pas masqué : il est de nouveau visible sur le projet.`,
      audience: 'member',
      link: { label: 'Voir le projet', url },
    }),
  )
  await notifyMember(req, author, {
    kind: 'feedback_hidden',
    title: `Masquage annulé : ton retour sur « ${project.title} » est de nouveau visible`,
    body: null,
    link: projectPath(project),
  })
  return doc
}
