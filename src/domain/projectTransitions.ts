import { PROJECT_STATUS_LABELS, type ProjectStatus, type RequestType } from './projectVisibility'

export type ProjectActor = 'admin' | 'owner'

export type ProjectChange = {
  from: ProjectStatus
  to: ProjectStatus
  requestType: RequestType
  actor: ProjectActor
  notes?: string | null
  exposureWeekStart?: string | null
}

export const PROJECT_TRANSITION_ERRORS = {
  weekRequired: 'Indique la semaine d’exposition.',
  adminNotesRequired: 'Indique les modifications demandées au porteur.',
  ownerNotesRequired: 'Décris la modification que tu souhaites.',
  ownerOnlyRequests: 'Seule l’équipe peut changer le statut de ce projet.',
  feedbackIsPublished: 'Un projet de feedbacks se publie directement : utilise « Publier ».',
  visibilityIsValidated: 'Un projet de visibilité se valide puis se planifie avant d’être publié.',
} as const

const blank = (text: string | null | undefined) => !text?.trim()

const impossible = (from: ProjectStatus, to: ProjectStatus) =>
  `Passage impossible de « ${PROJECT_STATUS_LABELS[from]} » à « ${PROJECT_STATUS_LABELS[to]} ».`

/** The status machine (docs/PRODUCT-RULES.md#projects); a scheduled project must keep its week. */
export function projectTransitionError(change: ProjectChange): string | null {
  const { from, to, requestType, actor } = change
  if (to === 'scheduled' && blank(change.exposureWeekStart)) return PROJECT_TRANSITION_ERRORS.weekRequired
  if (from === to) return null

  if (actor === 'owner') {
    if (to === 'mod_requested') return blank(change.notes) ? PROJECT_TRANSITION_ERRORS.ownerNotesRequired : null
    if (from === 'mod_requested' && to === 'pending') return null
    return PROJECT_TRANSITION_ERRORS.ownerOnlyRequests
  }

  if (to === 'mod_requested') return blank(change.notes) ? PROJECT_TRANSITION_ERRORS.adminNotesRequired : null
  if (from === 'mod_requested' && to === 'pending') return null
  if (requestType === 'feedback') {
    if (from === 'pending' && to === 'published') return null
    if (to === 'approved' || to === 'scheduled') return PROJECT_TRANSITION_ERRORS.feedbackIsPublished
    return impossible(from, to)
  }
  if (from === 'pending' && to === 'approved') return null
  if (from === 'approved' && to === 'scheduled') return null
  if ((from === 'approved' || from === 'scheduled') && to === 'published') return null
  if (from === 'pending' && (to === 'published' || to === 'scheduled'))
    return PROJECT_TRANSITION_ERRORS.visibilityIsValidated
  return impossible(from, to)
}

export function projectTransitionAction(change: Pick<ProjectChange, 'from' | 'to' | 'actor'>): string {
  const { from, to, actor } = change
  if (to === 'mod_requested') return actor === 'owner' ? 'project.owner_change_request' : 'project.changes_requested'
  if (from === 'mod_requested' && to === 'pending') return 'project.resubmitted'
  if (from === to) return 'project.week_changed'
  return `project.${to}`
}

/** Once approved, what was moderated stays; a modification request reopens it. */
export const ownerMayEditContent = (status: ProjectStatus) => status === 'pending' || status === 'mod_requested'

export const OWNER_EDIT_REFUSED = 'Ton projet a déjà été modéré : demande une modification pour le changer.'
