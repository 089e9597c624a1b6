import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/db/relationId'
import { ACTION_TYPE_LABELS, type DeclaredActionStatus } from '@/domain/actions'
import { isPubliclyVisible, publicProjectPath } from '@/domain/projectVisibility'
import { queueEmail } from '@/email/queueEmail'
import { actionRejectedEmail } from '@/email/templates/actionRejected'
import { recordAudit } from '@/moderation/recordAudit'
import type { DeclaredAction } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

import { declaredActionMoveKey } from './enforceStatusMachine'

type Move = { from: DeclaredActionStatus; to: DeclaredActionStatus; reason: string | null }

/**
 * Records a validation or a rejection in the audit log, and tells the member why an action was
 * rejected (spec 02 "send-action-rejected"), in the decision's transaction. Points are the
 * business of `creditOnValidation`.
 */
export const recordDecision: CollectionAfterChangeHook<DeclaredAction> = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  const move = req.context[declaredActionMoveKey(doc.id)] as Move | undefined
  if (!move) return doc
  delete req.context[declaredActionMoveKey(doc.id)]

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
  await queueEmail(
    req,
    actionRejectedEmail({
      to: member.email,
      firstName: member.first_name,
      projectTitle: project?.title ?? 'un projet',
      actionLabel: ACTION_TYPE_LABELS[doc.action_type],
      reason: move.reason ?? '',
      projectUrl: project?.slug && isPubliclyVisible(project) ? `${siteUrl()}${publicProjectPath(project.slug)}` : null,
      contributionsUrl: `${siteUrl()}/contributions`,
    }),
  )
  return doc
}
