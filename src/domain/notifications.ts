/** Notifications are written in the same transaction as the e-mail they accompany. */
export const NOTIFICATION_KINDS = [
  'action_validated',
  'action_rejected',
  'project_approved',
  'project_scheduled',
  'project_published',
  'project_changes_requested',
  'invitation_accepted',
  'referral_credited',
  'semester_warning',
  'week_projects',
  'impact_report_final',
  'feedback_received',
  'feedback_answered',
  'feedback_helpful',
  'feedback_hidden',
  'beta_test_accepted',
  'beta_test_declined',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  action_validated: 'Action validée',
  action_rejected: 'Action refusée',
  project_approved: 'Projet validé',
  project_scheduled: 'Projet programmé',
  project_published: 'Projet publié',
  project_changes_requested: 'Modifications demandées',
  invitation_accepted: 'Invitation acceptée',
  referral_credited: 'Parrainage crédité',
  semester_warning: 'Rappel de semestre',
  week_projects: 'Projets de la semaine',
  impact_report_final: 'Rapport d’impact final',
  feedback_received: 'Nouveaux retours',
  feedback_answered: 'Réponse à ton retour',
  feedback_helpful: 'Retour jugé utile',
  feedback_hidden: 'Retour masqué',
  beta_test_accepted: 'Bêta-test accepté',
  beta_test_declined: 'Bêta-test refusé',
}

/** Sign-in, password, activation and deactivation messages are always sent. */
export const EMAIL_TOPICS = ['declarations', 'projects', 'referrals', 'semester', 'feedback'] as const
export type EmailTopic = (typeof EMAIL_TOPICS)[number]

export const EMAIL_TOPIC_LABELS: Record<EmailTopic, string> = {
  declarations: 'Mes actions déclarées : validées ou refusées',
  projects: 'Mes projets : décisions de l’équipe, rapport d’impact',
  referrals: 'Mes invitations : acceptées, parrainages crédités',
  semester: 'Rappels avant la fin du semestre',
  feedback: 'Retours sur mes projets',
}

export const EMAIL_TOPIC_OF: Record<NotificationKind, EmailTopic | null> = {
  action_validated: 'declarations',
  action_rejected: 'declarations',
  project_approved: 'projects',
  project_scheduled: 'projects',
  project_published: 'projects',
  project_changes_requested: 'projects',
  invitation_accepted: 'referrals',
  referral_credited: 'referrals',
  semester_warning: 'semester',
  week_projects: null,
  impact_report_final: 'projects',
  feedback_received: 'feedback',
  feedback_answered: 'feedback',
  feedback_helpful: 'feedback',
  feedback_hidden: 'feedback',
  beta_test_accepted: 'feedback',
  beta_test_declined: 'feedback',
}

export type EmailChoices = {
  email_digest?: boolean | null
  email_preferences?: Partial<Record<EmailTopic, boolean | null>> | null
}

/** On unless turned off. */
export function wantsEmail(member: EmailChoices, kind: NotificationKind): boolean {
  const topic = EMAIL_TOPIC_OF[kind]
  if (topic === null) return member.email_digest !== false
  return member.email_preferences?.[topic] !== false
}

export const NOTIFICATIONS_PAGE_SIZE = 20
