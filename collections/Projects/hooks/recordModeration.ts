import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { openedPaymentOf, takeMove, type ProjectMove } from '@/context/requestContext'
import { relationId } from '@/domain/relationId'
import { adminsMayBeToldAgain } from '@/domain/moderation/adminNotices'
import { projectTransitionAction } from '@/domain/projects/projectTransitions'
import { publicProjectPath } from '@/domain/projects/projectVisibility'
import { storedWeekLabel } from '@/domain/weeks'
import { queueEmail } from '@/email/queueEmail'
import { projectAwaitingModeration } from '@/email/templates/projectAwaitingModeration'
import {
  ownerChangeRequestEmail,
  projectApprovedEmail,
  projectChangesRequestedEmail,
  projectPublishedEmail,
  projectScheduledEmail,
} from '@/email/templates/projectModeration'
import { decisionCorrectedEmail } from '@/email/templates/decisionCorrected'
import { adminAddresses } from '@/moderation/adminAddresses'
import { cardConfig } from '@/payments/card/cardGateway'
import { withdrawOrCorrect } from '@/outbox/withdrawEmail'
import { recordAudit } from '@/audit/recordAudit'
import { notifyMember, type MemberNotice } from '@/notifications/notifyMember'
import type { Project } from '@/payload-types'
import { projectModerationPath } from '@/domain/moderation/moderationQueues'
import { siteUrl } from '@/siteUrl'
import { OWNER_EDIT_ACTION } from '@/domain/projects/projectEdits'

/** What names the owner's "validé"/"publié" e-mail in the outbox, for its undo. */
const decisionCause = (id: number, to: 'approved' | 'published') => `project:${id}:${to}`

const ownerOf = async (req: PayloadRequest, project: Project) => {
  const id = relationId(project.owner)
  if (!id) return null
  return req.payload.findByID({ collection: 'members', id, depth: 0, req, overrideAccess: true, disableErrors: true })
}

async function previousOwnerMove(req: PayloadRequest, project: Project): Promise<Date | null> {
  const { docs } = await req.payload.find({
    collection: 'audit-log',
    where: {
      target_collection: { equals: 'projects' },
      target_id: { equals: String(project.id) },
      actor_member: { exists: true },
      // An edit of a pending project is not a move: it leaves the next move's e-mail to the admins.
      action: { not_equals: OWNER_EDIT_ACTION },
    },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ? new Date(docs[0].createdAt) : null
}

/** What the owner is told (a notification and its e-mail) when the team moves their project, if anything. */
async function ownerNotice(
  req: PayloadRequest,
  project: Project,
  move: ProjectMove,
  owner: { email: string; first_name: string },
): Promise<MemberNotice | null> {
  const path = publicProjectPath(project.slug!)
  const recipient = { to: owner.email, firstName: owner.first_name, title: project.title, url: `${siteUrl()}${path}` }
  const about = `« ${project.title} »`
  switch (move.to) {
    case 'approved': {
      // Unscheduled by a refund: the credit note's e-mail tells the owner, no second approval.
      if (move.from !== 'pending') return null
      // Opened by `openPaymentOnApproval` in this transaction (a visibility project always has one).
      const payment = openedPaymentOf(req.context, project.id)
      if (!payment) return null
      return {
        kind: 'project_approved',
        title: `Projet validé : ${about}`,
        link: path,
        email: {
          ...projectApprovedEmail({ ...recipient, ...payment, cardAvailable: cardConfig() !== null }),
          cause: decisionCause(project.id, 'approved'),
        },
      }
    }
    case 'scheduled': {
      const week = storedWeekLabel(project.exposure_week_start) ?? 'à définir'
      return {
        kind: 'project_scheduled',
        title: `Projet programmé : ${about}`,
        body: `Semaine d’exposition : ${week}.`,
        link: path,
        email: projectScheduledEmail({ ...recipient, week }),
      }
    }
    case 'published':
      return {
        kind: 'project_published',
        title: `Projet publié : ${about}`,
        link: path,
        email: {
          ...projectPublishedEmail({ ...recipient, requestType: project.request_type }),
          cause: decisionCause(project.id, 'published'),
        },
      }
    case 'mod_requested':
      return {
        kind: 'project_changes_requested',
        title: `Modifications demandées : ${about}`,
        body: move.notes?.trim() || null,
        link: path,
        email: projectChangesRequestedEmail({ ...recipient, notes: move.notes ?? '' }),
      }
    default:
      return null
  }
}

/**
 * In the move's transaction; admins hear at most once an hour per project
 * (`adminsMayBeToldAgain`), so an owner's loop cannot flood them.
 */
export const recordModeration: CollectionAfterChangeHook<Project> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const move = takeMove(req.context, 'project', doc.id)
  if (!move) return doc
  const tellAdmins = move.actor === 'owner' && adminsMayBeToldAgain(await previousOwnerMove(req, doc), new Date())
  const action = projectTransitionAction(move)

  await recordAudit(req, {
    action,
    collection: 'projects',
    id: doc.id,
    from: move.from,
    to: move.to,
    notes:
      move.to === 'scheduled'
        ? storedWeekLabel(doc.exposure_week_start)
        : action === 'project.unscheduled'
          ? storedWeekLabel(previousDoc?.exposure_week_start)
          : move.notes,
  })
  if (action === 'project.undone') {
    await withdrawOwnerDecision(req, doc, move.from === 'published' ? 'published' : 'approved')
    return doc
  }

  const adminUrl = `${siteUrl()}${projectModerationPath(doc.id)}`
  if (move.actor === 'owner') {
    if (!tellAdmins) return doc
    const email =
      move.to === 'mod_requested'
        ? ownerChangeRequestEmail({ to: '', title: doc.title, adminUrl, notes: move.notes ?? '' })
        : { to: '', ...projectAwaitingModeration({ title: doc.title, requestType: doc.request_type, adminUrl }) }
    for (const to of await adminAddresses(req)) await queueEmail(req, { ...email, to })
    return doc
  }
  const owner = await ownerOf(req, doc)
  const notice = owner && (await ownerNotice(req, doc, move, owner))
  if (owner && notice) await notifyMember(req, owner, notice)
  return doc
}

/** The "validé"/"publié" e-mail withdrawn while still in the outbox, else corrected. */
async function withdrawOwnerDecision(req: PayloadRequest, project: Project, undone: 'approved' | 'published') {
  const owner = await ownerOf(req, project)
  if (!owner) return
  await withdrawOrCorrect(
    req,
    decisionCause(project.id, undone),
    decisionCorrectedEmail({
      to: owner.email,
      firstName: owner.first_name,
      subject: `Correction : « ${project.title} » est toujours à l’étude`,
      correction:
        undone === 'approved'
          ? `Ton projet « ${project.title} » n’est finalement pas encore validé : il est de nouveau à l’étude, et le paiement demandé est annulé. L’équipe te répond bientôt.`
          : `Ton projet « ${project.title} » n’est finalement pas encore publié : il est de nouveau à l’étude, et l’équipe te répond bientôt.`,
      audience: 'member',
      link: { label: 'Voir mon projet', url: `${siteUrl()}${publicProjectPath(project.slug!)}` },
    }),
  )
}
