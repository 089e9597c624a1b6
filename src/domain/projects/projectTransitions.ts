import { PROJECT_STATUS_LABELS, type ProjectStatus, type RequestType } from './projectVisibility'
import { UNDO_MESSAGES, withinUndoWindow } from '../moderation/undo'

export type ProjectActor = 'admin' | 'owner'

export type ProjectChange = {
  from: ProjectStatus
  to: ProjectStatus
  requestType: RequestType
  actor: ProjectActor
  notes?: string | null
  exposureWeekStart?: string | null
  /** For a move back to pending: when the decision being undone took effect, and whether it was paid for. */
  undo?: { decidedAt: Date | string | null; now: Date; paid: boolean }
}

export const PROJECT_TRANSITION_ERRORS = {
  weekRequired: 'Indique la semaine d’exposition.',
  adminNotesRequired: 'Indique les modifications demandées au porteur.',
  ownerNotesRequired: 'Décris la modification que tu souhaites.',
  ownerOnlyRequests: 'Seule l’équipe peut changer le statut de ce projet.',
  feedbackIsPublished: 'Un projet de feedbacks se publie directement : utilise « Publier ».',
  visibilityIsValidated: 'Un projet de visibilité se valide puis se planifie avant d’être publié.',
  undoExpired: UNDO_MESSAGES.expired,
  undoPaid:
    'Ce projet est déjà payé : sa validation ne peut plus être annulée (rembourse-le pour annuler la campagne).',
} as const

const blank = (text: string | null | undefined) => !text?.trim()

const impossible = (from: ProjectStatus, to: ProjectStatus) =>
  `Passage impossible de « ${PROJECT_STATUS_LABELS[from]} » à « ${PROJECT_STATUS_LABELS[to]} ».`

/** The status machine (docs/PRODUCT-RULES.md#projects); a scheduled project must keep its week. */
export function projectTransitionError(change: ProjectChange): string | null {
  const { from, to, requestType, actor } = change
  // Who may move comes first: an owner scheduling his own project is told the team does it, not to give a week.
  if (actor === 'owner' && from !== to) {
    if (to === 'mod_requested') return blank(change.notes) ? PROJECT_TRANSITION_ERRORS.ownerNotesRequired : null
    if (from === 'mod_requested' && to === 'pending') return null
    return PROJECT_TRANSITION_ERRORS.ownerOnlyRequests
  }
  if (to === 'scheduled' && blank(change.exposureWeekStart)) return PROJECT_TRANSITION_ERRORS.weekRequired
  if (from === to) return null

  if (to === 'mod_requested') return blank(change.notes) ? PROJECT_TRANSITION_ERRORS.adminNotesRequired : null
  if (from === 'mod_requested' && to === 'pending') return null
  if (isUndoOfDecision({ from, to, requestType })) return undoError(change.undo)
  if (requestType === 'feedback') {
    if (from === 'pending' && to === 'published') return null
    if (to === 'approved' || to === 'scheduled') return PROJECT_TRANSITION_ERRORS.feedbackIsPublished
    return impossible(from, to)
  }
  if (from === 'pending' && to === 'approved') return null
  if (from === 'approved' && to === 'scheduled') return null
  // Unscheduled (a refund cancels the campaign): the week is freed, and going live again asks for a payment.
  if (from === 'scheduled' && to === 'approved') return null
  if ((from === 'approved' || from === 'scheduled') && to === 'published') return null
  if (from === 'pending' && (to === 'published' || to === 'scheduled'))
    return PROJECT_TRANSITION_ERRORS.visibilityIsValidated
  return impossible(from, to)
}

/** "Valider" (visibility) or "Publier" (feedback) taken back to pending: an admin's undo, judged by `undoError`. */
export const isUndoOfDecision = (move: Pick<ProjectChange, 'from' | 'to' | 'requestType'>): boolean =>
  move.to === 'pending' &&
  ((move.requestType === 'visibility' && move.from === 'approved') ||
    (move.requestType === 'feedback' && move.from === 'published'))

function undoError(undo: ProjectChange['undo']): string | null {
  if (!undo || !withinUndoWindow(undo.decidedAt, undo.now)) return PROJECT_TRANSITION_ERRORS.undoExpired
  return undo.paid ? PROJECT_TRANSITION_ERRORS.undoPaid : null
}

export function projectTransitionAction(change: Pick<ProjectChange, 'from' | 'to' | 'actor'>): string {
  const { from, to, actor } = change
  if (from === 'scheduled' && to === 'approved') return 'project.unscheduled'
  if (to === 'pending' && (from === 'approved' || from === 'published')) return 'project.undone'
  if (to === 'mod_requested') return actor === 'owner' ? 'project.owner_change_request' : 'project.changes_requested'
  if (from === 'mod_requested' && to === 'pending') return 'project.resubmitted'
  if (from === to) return 'project.week_changed'
  return `project.${to}`
}

/** Once approved, what was moderated stays; a modification request reopens it. */
export const ownerMayEditContent = (status: ProjectStatus) => status === 'pending' || status === 'mod_requested'

export const OWNER_EDIT_REFUSED = 'Ton projet a déjà été modéré : demande une modification pour le changer.'
