import type { CollectionAfterChangeHook } from 'payload'

import { takeMove } from '@/context/requestContext'
import { relationId } from '@/domain/relationId'
import { ACTION_TYPE_LABELS } from '@/domain/declaredActions'
import { isPubliclyVisible, publicProjectPath } from '@/domain/projectVisibility'
import { actionRejectedEmail } from '@/email/templates/actionRejected'
import { recordAudit } from '@/moderation/recordAudit'
import { notifyMember } from '@/notifications/notifyMember'
import type { DeclaredAction } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

/**
 * Records a validation or a rejection in the audit log, and tells the member why an action was
 * rejected (a notification and, if they want it, the e-mail), in the decision's transaction. Points
 * are the business of `creditOnValidation`.
 */
export const recordDecision: CollectionAfterChangeHook<DeclaredAction> = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  const move = takeMove(req.context, 'declaredAction', doc.id)
  if (!move) return doc

  await recordAudit(req, {
    action: `declared-action.${move.to}`,
    collection: 'declared-actions',
    id: doc.id,
    from: move.from,
    to: move.to,
    notes: move.reason,
  })
  if (move.to !== 'rejected') return doc

  const [member, project] = await Promise.all([
    req.payload.findByID({
      collection: 'members',
      id: relationId(doc.member),
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    }),
    req.payload.findByID({
      collection: 'projects',
      id: relationId(doc.project),
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    }),
  ])
  if (!member) return doc
  const actionLabel = ACTION_TYPE_LABELS[doc.action_type]
  const projectTitle = project?.title ?? 'un projet'
  const reason = move.reason?.trim() ?? ''
  const projectPath = project?.slug && isPubliclyVisible(project) ? publicProjectPath(project.slug) : null
  await notifyMember(req, member, {
    kind: 'action_rejected',
    title: `Action non validée : ${actionLabel} sur « ${projectTitle} »`,
    body: reason ? `Motif : ${reason}` : null,
    link: '/contributions',
    email: actionRejectedEmail({
      to: member.email,
      firstName: member.first_name,
      projectTitle,
      actionLabel,
      reason,
      projectUrl: projectPath ? `${siteUrl()}${projectPath}` : null,
      memberDeclaredActionsUrl: `${siteUrl()}/contributions`,
    }),
  })
  return doc
}
