/** Pure rules, no I/O (docs/PRODUCT-RULES.md#feedbacks). */

import { countOf } from './french'
import { UNDO_MESSAGES } from './moderation/undo'

export const FEEDBACK_KINDS = ['works', 'blocks', 'idea'] as const
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number]
export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = {
  works: 'Ce qui marche',
  blocks: 'Ce qui bloque',
  idea: 'Une idée',
}

export const FEEDBACK_STATUSES = ['visible', 'withdrawn', 'hidden'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  visible: 'Visible',
  withdrawn: 'Retiré',
  hidden: 'Masqué',
}

export const FEEDBACK_TEXT_MIN = 20
export const FEEDBACK_TEXT_MAX = 2000
export const REPLY_TEXT_MAX = 2000
export const FLAG_REASON_MIN = 5
export const FLAG_REASON_MAX = 500
/** The author corrects a typo soon after writing; later the owner may already have answered it. */
export const FEEDBACK_EDIT_MINUTES = 15
export const BETA_PLACES_MAX = 50
export const BETA_INSTRUCTIONS_MAX = 2000

export const BETA_REQUEST_STATUSES = ['requested', 'accepted', 'declined'] as const
export type BetaRequestStatus = (typeof BETA_REQUEST_STATUSES)[number]
export const BETA_REQUEST_STATUS_LABELS: Record<BetaRequestStatus, string> = {
  requested: 'En attente',
  accepted: 'Accepté',
  declined: 'Refusé',
}

export const FEEDBACK_FLAG_STATUSES = ['open', 'kept', 'hidden'] as const
export type FeedbackFlagStatus = (typeof FEEDBACK_FLAG_STATUSES)[number]
export const FEEDBACK_FLAG_STATUS_LABELS: Record<FeedbackFlagStatus, string> = {
  open: 'À traiter',
  kept: 'Conservé',
  hidden: 'Masqué',
}

export const FEEDBACK_MESSAGES = {
  textTooShort: `Ton retour est trop court (≥ ${FEEDBACK_TEXT_MIN} caractères).`,
  textTooLong: `Ton retour est trop long (≤ ${FEEDBACK_TEXT_MAX} caractères).`,
  kindRequired: 'Choisis de quoi parle ton retour.',
  notOpen: 'Ce projet ne reçoit pas de retours.',
  closed: 'Le porteur a fermé les retours : merci, il a ce qu’il lui faut.',
  ownProject: 'Tu ne peux pas laisser de retour sur ton propre projet.',
  duplicate: 'Ce retour a déjà été publié sur ce projet.',
  editWindowOver: `Un retour se modifie dans les ${FEEDBACK_EDIT_MINUTES} minutes qui suivent sa publication.`,
  notYours: 'Tu ne peux modifier que tes propres retours.',
  hidden: 'Ce retour a été masqué par l’équipe : il ne peut plus être modifié.',
  withdrawn: 'Ce retour a été retiré : il ne peut plus être modifié.',
  ownerOnly: 'Seul le porteur du projet peut faire cela.',
  teamDoesNotRewrite: 'L’équipe ne réécrit pas un retour : elle peut le masquer, avec un motif.',
  feedbackGone: 'Ce retour est introuvable : il a été retiré ou masqué.',
  ownFlag: 'Tu ne peux pas signaler ton propre retour : tu peux le retirer.',
  ownHelpful: 'Tu ne peux pas marquer ton propre retour comme utile.',
  helpfulCap: (cap: number) => `Tu as déjà marqué ${cap} retours de ce membre comme utiles sur ce projet.`,
  hideReasonRequired: 'Indique pourquoi ce retour est masqué.',
  replyEmpty: 'Ta réponse est vide.',
  replyTooLong: `Ta réponse est trop longue (≤ ${REPLY_TEXT_MAX} caractères).`,
  flagReason: `Indique pourquoi tu signales ce retour (${FLAG_REASON_MIN} à ${FLAG_REASON_MAX} caractères).`,
  flaggedAlready: 'Tu as déjà signalé ce retour.',
  betaClosed: 'Ce projet ne propose pas de places de bêta-test.',
  betaAlready: 'Tu as déjà demandé à tester ce projet.',
  betaFull: 'Toutes les places de bêta-test sont prises.',
  betaDecided: 'Cette demande a déjà reçu une réponse.',
  betaPlacesBelowAccepted: (accepted: number) =>
    `Tu as déjà accepté ${countOf(accepted, 'testeur', 'testeurs')} : garde au moins ${countOf(accepted, 'place', 'places')}.`,
  feedbackOnly: 'Réservé aux projets en feedback.',
  tooManyFeedbacks: 'Tu as publié beaucoup de retours cette heure-ci. Réessaie un peu plus tard.',
  tooManyFlags: 'Tu as envoyé beaucoup de signalements cette heure-ci. Réessaie un peu plus tard.',
} as const

export const feedbackText = (text: string | null | undefined) => (text ?? '').trim()

export function feedbackTextError(text: string | null | undefined): string | null {
  const trimmed = feedbackText(text)
  if (trimmed.length < FEEDBACK_TEXT_MIN) return FEEDBACK_MESSAGES.textTooShort
  if (trimmed.length > FEEDBACK_TEXT_MAX) return FEEDBACK_MESSAGES.textTooLong
  return null
}

/** Spaces and case do not make a new feedback. */
export const duplicateKey = (text: string) => feedbackText(text).replace(/\s+/g, ' ').toLocaleLowerCase('fr')

export const withinEditWindow = (createdAt: string | Date, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() <= FEEDBACK_EDIT_MINUTES * 60_000

export type FeedbackActor = 'author' | 'owner' | 'admin' | 'other'

const CHANGEABLE: Record<FeedbackActor, readonly string[]> = {
  author: ['text', 'kind', 'status'],
  owner: ['helpful'],
  admin: ['status', 'hidden_reason'],
  other: [],
}

export function feedbackChangeError(input: {
  actor: FeedbackActor
  status: FeedbackStatus
  changed: string[]
  to: FeedbackStatus
  createdAt: string
  now: Date
  hiddenReason?: string | null
  /** Whether the hiding of this feedback is recent enough to be undone (`withinUndoWindow`). */
  hidingUndoable?: boolean
}): string | null {
  const { actor, status, changed, to } = input
  // Whatever the body, even one the server drops: a member changes no feedback of another's but by the owner's mark.
  if (actor === 'other') return FEEDBACK_MESSAGES.notYours
  if (changed.length === 0) return null
  if (status === 'hidden') {
    // The only change to a hidden feedback: the undo of its hiding, by the team, within the window.
    if (actor !== 'admin' || to !== 'visible' || changed.some((field) => !CHANGEABLE.admin.includes(field)))
      return FEEDBACK_MESSAGES.hidden
    return input.hidingUndoable ? null : UNDO_MESSAGES.expired
  }
  if (status === 'withdrawn') return FEEDBACK_MESSAGES.withdrawn
  const refused = changed.filter((field) => !CHANGEABLE[actor].includes(field))
  // Each refusal says what was refused: the mark is the owner's, the words their author's.
  if (refused.includes('helpful')) return FEEDBACK_MESSAGES.ownerOnly
  if (refused.length > 0) return actor === 'admin' ? FEEDBACK_MESSAGES.teamDoesNotRewrite : FEEDBACK_MESSAGES.notYours
  if (actor === 'author') {
    if (to === 'hidden') return FEEDBACK_MESSAGES.notYours
    const reworded = changed.includes('text') || changed.includes('kind')
    if (reworded && !withinEditWindow(input.createdAt, input.now)) return FEEDBACK_MESSAGES.editWindowOver
  }
  if (actor === 'admin') {
    if (to === 'withdrawn') return FEEDBACK_MESSAGES.notYours
    if (to === 'hidden' && !input.hiddenReason?.trim()) return FEEDBACK_MESSAGES.hideReasonRequired
  }
  return null
}

/** What names a hiding's e-mail to the author in the outbox, for its undo to withdraw or correct it. */
export const feedbackHiddenCause = (feedbackId: number) => `feedback:${feedbackId}:hidden`

export const FLAG_DECISION_MESSAGES = {
  decided: 'Ce signalement a déjà été traité.',
  hideThroughFeedback: 'Un signalement se clôt comme « masqué » en masquant le retour lui-même.',
  reopenThroughFeedback: 'Annule le masquage du retour : ses signalements sont rouverts avec lui.',
} as const

/** A flag closes as hidden only with its feedback, and reopens only through that feedback's undo. */
export function flagMoveError(input: {
  from: FeedbackFlagStatus
  to: FeedbackFlagStatus
  feedbackStatus: FeedbackStatus | undefined
  keepUndoable: boolean
}): string | null {
  const { from, to, feedbackStatus } = input
  if (from === to) return null
  if (from === 'open' && to === 'kept') return null
  if (from === 'open' && to === 'hidden')
    return feedbackStatus === 'hidden' ? null : FLAG_DECISION_MESSAGES.hideThroughFeedback
  if (from === 'kept' && to === 'open') return input.keepUndoable ? null : UNDO_MESSAGES.expired
  if (from === 'hidden' && to === 'open')
    return feedbackStatus === 'hidden' ? FLAG_DECISION_MESSAGES.reopenThroughFeedback : null
  return FLAG_DECISION_MESSAGES.decided
}

/** The new-feedback notice's key: one per project and clock hour, whatever the number of feedbacks. */
export const feedbackReceivedKey = (projectId: number, now: Date) =>
  `feedback_received:${projectId}:${now.toISOString().slice(0, 13)}`

export const helpfulSourceId = (feedbackId: number, mark: number) => `${feedbackId}:${mark}`

/** "3 retours", "1 retour", "Aucun retour". */
export const feedbackCountLabel = (count: number) =>
  count === 0 ? 'Aucun retour' : count === 1 ? '1 retour' : `${count} retours`
