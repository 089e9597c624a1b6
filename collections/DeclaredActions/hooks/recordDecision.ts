import type { CollectionAfterChangeHook } from 'payload'

import { takeMove } from '@/context/requestContext'
import { relationId } from '@/domain/relationId'
import { ACTION_TYPE_LABELS } from '@/domain/declaredActions/declaredActions'
import { isPubliclyVisible, publicProjectPath } from '@/domain/projects/projectVisibility'
import { actionRejectedEmail } from '@/email/templates/actionRejected'
import { decisionCorrectedEmail } from '@/email/templates/decisionCorrected'
import { recordAudit } from '@/audit/recordAudit'
import { notifyMember } from '@/notifications/notifyMember'
import { withdrawOrCorrect } from '@/outbox/withdrawEmail'
import type { DeclaredAction } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

/** What names a rejection's e-mail in the outbox, for its undo. */
const rejectionCause = (id: number) => `declared-action:${id}:rejected`

/** In the decision's transaction; points are `creditOnValidation`'s business. */
export const recordDecision: CollectionAfterChangeHook<DeclaredAction> = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  const move = takeMove(req.context, 'declaredAction', doc.id)
  if (!move) return doc

  const undo = move.to === 'pending'
  await recordAudit(req, {
    action: undo ? 'declared-action.undone' : `declared-action.${move.to}`,
    collection: 'declared-actions',
    id: doc.id,
    from: move.from,
    to: move.to,
    notes: move.reason,
  })
  if (move.to !== 'rejected' && !(undo && move.from === 'rejected')) return doc

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
  const memberDeclaredActionsUrl = `${siteUrl()}/contributions`
  if (undo) {
    const correction = `Ton action « ${actionLabel} » déclarée sur « ${projectTitle} » n’est finalement pas refusée : elle est de nouveau en cours de vérification.`
    await withdrawOrCorrect(
      req,
      rejectionCause(doc.id),
      decisionCorrectedEmail({
        to: member.email,
        firstName: member.first_name,
        subject: 'Correction : ton action est de nouveau en vérification',
        correction,
        audience: 'member',
        link: { label: 'Voir mes contributions', url: memberDeclaredActionsUrl },
      }),
    )
    await notifyMember(req, member, {
      kind: 'action_rejected',
      title: `Refus annulé : ${actionLabel} sur « ${projectTitle} »`,
      body: 'L’action est de nouveau en cours de vérification.',
      link: '/contributions',
    })
    return doc
  }
  const reason = move.reason?.trim() ?? ''
  const projectPath = project?.slug && isPubliclyVisible(project) ? publicProjectPath(project.slug) : null
  await notifyMember(req, member, {
    kind: 'action_rejected',
    title: `Action non validée : ${actionLabel} sur « ${projectTitle} »`,
    body: reason ? `Motif : ${reason}` : null,
    link: '/contributions',
    email: {
      ...actionRejectedEmail({
        to: member.email,
        firstName: member.first_name,
        projectTitle,
        actionLabel,
        reason,
        projectUrl: projectPath ? `${siteUrl()}${projectPath}` : null,
        memberDeclaredActionsUrl,
      }),
      cause: rejectionCause(doc.id),
    },
  })
  return doc
}
