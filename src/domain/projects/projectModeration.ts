export const PROJECT_MODERATION_MESSAGES = {
  accessDenied: 'Accès refusé',
  notFound: 'Projet introuvable',
  validated: 'Projet validé ✅',
  validateFailed: 'Impossible de valider le projet',
  published: 'Projet publié ✅',
  publishFailed: 'Impossible de publier le projet',
  changesRequested: 'Demande de modifications envoyée',
  changesFailed: 'Impossible de demander des modifications',
  weekSaved: 'Semaine enregistrée',
  scheduleFailed: 'Impossible de planifier le projet',
  weekChangeFailed: 'Impossible de modifier la semaine',
  markedPublished: 'Projet marqué publié',
  markPublishedFailed: 'Impossible de marquer comme publié',
  historyFailed: 'Impossible de charger l’historique',
  sheetFailed: 'Impossible de charger la fiche du projet',
} as const

export const PROJECTS_PER_WEEK_BEFORE_WARNING = 3

/** The admin may go on after confirming. */
export function crowdedWeekWarning(alreadyThere: number, weekLabel: string): string | null {
  if (alreadyThere < PROJECTS_PER_WEEK_BEFORE_WARNING) return null
  return `${alreadyThere} projets sont déjà planifiés la semaine du ${weekLabel}. Planifier quand même celui-ci ?`
}

const HISTORY_LABELS: Record<string, string> = {
  'project.approved': 'Validé par l’équipe',
  'project.scheduled': 'Exposition planifiée',
  'project.week_changed': 'Semaine modifiée',
  'project.published': 'Publié',
  'project.unscheduled': 'Déplanifiée',
  'project.undone': 'Décision annulée',
  'project.changes_requested': 'Modifications demandées par l’équipe',
  'project.owner_change_request': 'Demande de modification du porteur',
  'project.resubmitted': 'Soumis à nouveau par le porteur',
  'project.payment_waived': 'Dérogation au paiement (motif en note)',
  'project.edited': 'Modifié par le porteur',
}

export const projectHistoryLabel = (action: string) => HISTORY_LABELS[action] ?? action
