/** Pure: the reads are in `src/outbox/emailLog.ts`. */

export const EMAIL_TEMPLATE_LABELS = {
  magicLink: 'Lien de connexion',
  passwordReset: 'Mot de passe oublié (membre)',
  staffPasswordReset: 'Mot de passe oublié (équipe)',
  passwordChanged: 'Mot de passe changé',
  emailChangeConfirmation: 'Confirmation de nouvelle adresse',
  emailChangeNotice: 'Avis de changement d’adresse',
  emailConfirmation: 'Confirmation d’adresse',
  applicationReceived: 'Candidature reçue',
  memberActivated: 'Compte activé',
  invitation: 'Invitation',
  referralCredited: 'Parrainage crédité',
  actionRejected: 'Action refusée',
  projectAwaitingModeration: 'Projet à modérer (équipe)',
  projectModeration: 'Décision sur un projet',
  ownerChangeRequest: 'Demande de modification (équipe)',
  impactReportFinal: 'Rapport d’impact',
  semesterReminder: 'Rappel de fin de semestre',
  semesterDeactivated: 'Fin de semestre : compte en pause',
  accountDeletionRequested: 'Demande de suppression de compte (équipe)',
  accountErased: 'Compte supprimé',
  lateDigest: 'En retard (équipe)',
  weeklyDigest: 'Cette semaine dans la Tryb',
  paymentReceived: 'Paiement reçu',
  paymentReminder: 'Rappel de paiement',
  creditNote: 'Remboursement (avoir)',
  refundTransferSent: 'Remboursement envoyé par virement',
  feedbackReceived: 'Nouveaux retours (porteur)',
  feedbackAnswered: 'Réponse à un retour',
  feedbackHidden: 'Retour masqué',
  betaTestAccepted: 'Bêta-test accepté',
  betaTestDeclined: 'Bêta-test refusé',
  decisionCorrected: 'Décision annulée (correction)',
  friendlyReminder: 'Relance amicale',
  dataExportReady: 'Export de données prêt',
  batch2Opened: 'Ouverture du Batch 2',
} as const

export type EmailTemplate = keyof typeof EMAIL_TEMPLATE_LABELS

export const EMAIL_TEMPLATES = Object.keys(EMAIL_TEMPLATE_LABELS) as EmailTemplate[]

export const isEmailTemplate = (value: unknown): value is EmailTemplate =>
  typeof value === 'string' && Object.hasOwn(EMAIL_TEMPLATE_LABELS, value)

/** A logged message's template as the log shows it; older messages, queued before templates were named, have none. */
export const emailTemplateLabel = (template: string | null | undefined): string =>
  isEmailTemplate(template) ? EMAIL_TEMPLATE_LABELS[template] : '—'

/** Personal data: kept past any retry and over a semester's disputes, then purged. */
export const EMAIL_LOG_RETENTION_DAYS = 90

export const emailLogPurgeBefore = (now: Date): Date =>
  new Date(now.getTime() - EMAIL_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1_000)

export type EmailState = 'queued' | 'sent' | 'failed' | 'uncertain' | 'withdrawn'

export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  queued: 'En file',
  sent: 'Envoyé',
  failed: 'Échec',
  uncertain: 'Issue incertaine',
  withdrawn: 'Retiré (décision annulée)',
}

export type EmailJobState = {
  completedAt: string | null | undefined
  hasError: boolean | null | undefined
  /** The whole message went to the server… */
  messageEndAt: unknown
  /** …and the server's acceptance came back. */
  acceptedAt: unknown
  /** Taken back before it went out: the decision it announced was undone (`withdrawEmail`). */
  withdrawnAt?: unknown
}

/** A withdrawn job is completed, never deleted, so no runner sends it. */
export function emailState({
  completedAt,
  hasError,
  messageEndAt,
  acceptedAt,
  withdrawnAt,
}: EmailJobState): EmailState {
  if (withdrawnAt) return 'withdrawn'
  if (completedAt) return 'sent'
  if (!hasError) return 'queued'
  return messageEndAt && !acceptedAt ? 'uncertain' : 'failed'
}

/** So opening a member's e-mail never hands the admin a way into the account; "Renvoyer" sends it as it was. */
export function maskLinkSecrets(text: string): string {
  return text
    .replace(/([?&](?:token|code|key|secret)=)[^&\s"'<>]+/gi, '$1••••••')
    .replace(/(\/reset\/)[^/?#\s"'<>]+/g, '$1••••••')
}

/** The e-mails whose link works once and expires: sign-in, password resets, address confirmations. */
export const ONE_TIME_LINK_TEMPLATES: ReadonlySet<EmailTemplate> = new Set([
  'magicLink',
  'passwordReset',
  'staffPasswordReset',
  'emailConfirmation',
  'emailChangeConfirmation',
  'dataExportReady',
  // Its button signs the new member in once.
  'memberActivated',
])

/** Resent as it was, a one-time link may be spent or expired. Untemplated old messages are judged by their links. */
export const carriesOneTimeLink = (template: unknown, ...parts: (string | null | undefined)[]): boolean =>
  isEmailTemplate(template)
    ? ONE_TIME_LINK_TEMPLATES.has(template)
    : parts.some((part) => typeof part === 'string' && maskLinkSecrets(part) !== part)
